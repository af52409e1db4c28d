// `bash scripts/live-check.sh` or `pnpm live-check` [--dotenv <path>] [--schedule] [--dry-run]:
// the deploy's live check alone, against the project and Vapi organisation of the .env (the one
// scripts/deploy.sh reads): one WebSocket call of at most 15 s, a typed turn, a written turn with
// a slot offer, every client message checked, its cost printed (scripts/live-check/runLiveCheck.ts). The result is
// recorded in the project's database (`health` reports when it last passed; `voice-call` hands
// the typed-turn channel it decided to the browser). `--schedule` (the CI workflow
// live-check.yml): recorded as a scheduled run, and a second failure in a row alerts the team
// webhook. `--dry-run`: against a local stack and the Vapi stand-in instead, nothing leaves the
// machine. Exit code 1 when the check failed (or could not run), 2 on a usage error.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findByName, readAssistantSettings } from '@hlasovy-asistent/assistant';
import {
  isolatedHome,
  repoRoot,
  STANDIN_VAPI_SECRETS,
  startStack,
} from '@hlasovy-asistent/local-stack';
import { createVapiClient } from '@hlasovy-asistent/platform-api';
import { DeployError, readDeployEnv } from './deploy/deployEnv.ts';
import { link, projectTarget, query, type Target } from './deploy/stages.ts';
import { vapiCostPorts } from './live-check/costs.ts';
import type { LiveCheckSource } from './live-check/record.ts';
import { defaultPorts, type LiveCheckTarget } from './live-check/runLiveCheck.ts';
import { slovakSentence } from './live-check/speech.ts';
import { liveCheckStage } from './live-check/stage.ts';
import { liveTarget, STANDIN_MAX_CALL_SECONDS } from './live-check/targets.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

/** What the check reads from the .env (the deploy checks the rest). */
const NEEDED = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VAPI_PRIVATE_KEY',
  'SUPABASE_PROJECT_REF',
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_DB_PASSWORD',
];

interface Setup {
  check: LiveCheckTarget;
  db: Target;
  close(): Promise<void>;
}

/** The real project: linked for the recording, the synced assistant found by its name. */
async function accounts(env: Record<string, string>): Promise<Setup> {
  const missing = NEEDED.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new DeployError('env_missing', `the live check needs ${missing.join(', ')} in the .env`);
  }
  const vapi = createVapiClient({
    token: env.VAPI_PRIVATE_KEY as string,
    baseUrl: env.VAPI_BASE_URL || 'https://api.vapi.ai',
  });
  const { name } = readAssistantSettings(env);
  const assistant = await findByName(vapi.assistants, name);
  if (!assistant) {
    throw new DeployError(
      'check_failed',
      `Vapi has no assistant named "${name}": deploy first (bash scripts/deploy.sh)`,
    );
  }
  const db = projectTarget(env);
  await link(db);
  return { check: liveTarget(env, assistant.id), db, close: async () => {} };
}

/** A local stack with the Vapi stand-in and its booking tools (the check's dry run). */
async function standins(env: Record<string, string>): Promise<Setup> {
  const stack = await startStack({ bookingTools: true });
  const home = isolatedHome();
  return {
    check: {
      supabaseUrl: stack.url,
      anonKey: stack.publishableKey,
      vapiBaseUrl: stack.vapiUrl as string,
      privateKey: STANDIN_VAPI_SECRETS.VAPI_PRIVATE_KEY,
      assistantId: STANDIN_VAPI_SECRETS.VAPI_ASSISTANT_ID,
      secrets: { ...env, ...STANDIN_VAPI_SECRETS },
      maxCallSeconds: STANDIN_MAX_CALL_SECONDS,
    },
    db: { projectRef: 'local', cliEnv: { HOME: home }, dbUrl: stack.dbUrl, dryRun: true },
    close: () => stack.stop(),
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      dotenv: { type: 'string' },
      schedule: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const cwd = process.env.DEPLOY_CWD ?? process.env.INIT_CWD ?? '.';
  const envFile = resolve(cwd, values.dotenv ?? join(repoRoot, '.env'));
  const dry = values['dry-run'];
  const env = dry && !values.dotenv ? {} : readDeployEnv(envFile);
  const source: LiveCheckSource = values.schedule ? 'schedule' : 'operator';
  say(`==> live check against ${dry ? 'the local stand-ins (dry run)' : 'the real accounts'}`);
  const setup = dry ? await standins(env) : await accounts(env);
  try {
    const outcome = await liveCheckStage({
      target: setup.check,
      ports: defaultPorts(
        () => slovakSentence(),
        vapiCostPorts({ baseUrl: setup.check.vapiBaseUrl, privateKey: setup.check.privateKey }),
      ),
      query: (sql) => query(setup.db, sql, { write: true }),
      source,
      say,
      ...(values.schedule
        ? {
            alert: {
              notifyWebhookUrl: env.NOTIFY_WEBHOOK_URL,
              notifyWebhookSecret: env.NOTIFY_WEBHOOK_SECRET,
              fetch: (input, init) => fetch(input, init),
              now: () => new Date(),
            },
          }
        : {}),
    });
    return outcome.passed ? 0 : 1;
  } finally {
    await setup.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  process.stderr.write(`live check could not run: ${error.message}\n`);
  process.exitCode = error.code === 'env_missing' ? 2 : 1;
}
