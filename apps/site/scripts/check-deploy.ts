// `pnpm --filter @hlasovy-asistent/site run check:deploy`: run before a production build (README,
// "Deploying"). Reads the build's variables like `vite build` does (the environment, then
// apps/site/.env.production and .env), exits 1 naming every missing or malformed one. With
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY it also runs the database's retention check.
// `--dotenv <path>` reads that file on top (scripts/deploy.sh passes the repository's .env);
// `--functions` checks the Edge Function settings too (the whole deploy, not just the site).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { type CompareRetention, formatDeployReport, runDeployCheck } from '../build/deployCheck.ts';

const root = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { dotenv: { type: 'string' }, functions: { type: 'boolean', default: false } },
});
const fromFile = flags.dotenv ? parseEnv(readFileSync(flags.dotenv, 'utf8')) : {};
const env = { ...process.env, ...loadEnv('production', root, 'VITE_'), ...fromFile };

/** gdpr's operator command: exit 1 and a message naming both values when they differ. */
const compareRetention: CompareRetention = async (days) => {
  const run = spawnSync(
    'pnpm',
    [
      '--filter',
      '@hlasovy-asistent/supabase',
      'run',
      '--silent',
      'privacy',
      'retention',
      '--expect',
      days,
    ],
    { cwd: root, env: { ...process.env, ...fromFile }, encoding: 'utf8' },
  );
  if (run.status === 0) return null;
  const said = `${run.stderr ?? ''}${run.stdout ?? ''}`.trim() || run.error?.message || 'no output';
  return `privacy retention --expect ${days} failed: ${said}`;
};

const { ok, text } = formatDeployReport(
  await runDeployCheck(env, compareRetention, { functions: flags.functions }),
);
(ok ? process.stdout : process.stderr).write(text);
process.exitCode = ok ? 0 : 1;
