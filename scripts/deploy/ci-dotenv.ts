// `node scripts/deploy/ci-dotenv.ts <path>` (the CI pipeline, .github/workflows/deploy.yml):
// writes the deploy's .env from the CI store. Which names: every `NAME=` of .env.example (the one
// list of settings); where from: the job's environment first (what the workflow sets per
// environment, e.g. VAPI_ASSISTANT_NAME), then the environment's secrets (CI_SECRETS, the
// workflow's `toJSON(secrets)`), then its variables (CI_VARS, `toJSON(vars)`), else the
// example's own value. A secret setting kept as a plain variable is refused (variables are
// shown in logs and to every collaborator). Prints the names written, never a value.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secretSettingNames } from '@hlasovy-asistent/validation';
import { dotenv } from './deployEnv.ts';

type Env = Record<string, string | undefined>;

const root = join(import.meta.dirname, '..', '..');

function store(json: string | undefined, name: string): Record<string, string> {
  if (!json) return {};
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    throw new Error(`${name} is not JSON (the workflow passes toJSON(secrets) / toJSON(vars))`);
  }
}

/** The .env body, and what went wrong (one line each, naming the setting). */
export function ciDotenv(
  example: string,
  env: Env,
): { body: string; names: string[]; problems: string[] } {
  const secrets = store(env.CI_SECRETS, 'CI_SECRETS');
  const vars = store(env.CI_VARS, 'CI_VARS');
  const secretNames = new Set(secretSettingNames());
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const [, name, fallback] of example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)) {
    const key = name as string;
    if (secretNames.has(key) && vars[key]) {
      problems.push(`${key} is a CI variable: keep it as a secret of the environment`);
    }
    const value = env[key] || secrets[key] || vars[key] || (fallback ?? '');
    if (value) values[key] = value;
  }
  return { body: `${dotenv(values)}\n`, names: Object.keys(values), problems };
}

if (import.meta.main) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node scripts/deploy/ci-dotenv.ts <path of the .env to write>');
    process.exit(2);
  }
  const { body, names, problems } = ciDotenv(
    readFileSync(join(root, '.env.example'), 'utf8'),
    process.env,
  );
  for (const problem of problems) console.error(`problem: ${problem}`);
  if (problems.length > 0) process.exit(1);
  writeFileSync(out, body, { mode: 0o600 });
  console.log(`wrote ${out}: ${names.join(', ')}`);
}
