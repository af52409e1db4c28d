// `bash scripts/deploy.sh [--dry-run] [--dotenv <path>]`: the whole deploy from one filled .env
// (.env.example lists every variable). First every check; nothing remote runs unless all pass.
// Then, in order: supabase link, db push, the assistant (plan, then sync: its id becomes the
// functions' VAPI_ASSISTANT_ID), secrets set, functions deploy, the site build. `--dry-run` runs
// the same steps with the real Supabase CLI against local stand-ins: the Management API
// stand-in, a local PostgreSQL that preloads pg_cron and the Vapi contract server (every request
// validated against the OpenAPI document); the site is built into a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createReaper,
  type Database,
  isolatedHome,
  listFunctions,
  type ManagementApiStandin,
  repoRoot,
  STANDIN_ACCESS_TOKEN,
  startDatabase,
  startManagementApiStandin,
  writeCliProfile,
} from '@hlasovy-asistent/local-stack';
import {
  type ContractServer,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import { type AssistantTarget, assistantProblems, syncAssistant } from './deploy/assistantStep.ts';
import {
  type DeployEnv,
  DeployError,
  deployVariableProblems,
  readDeployEnv,
} from './deploy/deployEnv.ts';
import {
  dbPush,
  deployFunctions,
  link,
  pnpm,
  type Say,
  setSecrets,
  type Target,
} from './deploy/stages.ts';
import { scanDirectory } from './scan-secrets.ts';

const say: Say = (line) => process.stdout.write(`${line}\n`);

async function check(env: DeployEnv, envFile: string): Promise<void> {
  say('==> check: the .env (deploy variables, site, Edge Function settings)');
  const own = [...deployVariableProblems(env), ...assistantProblems(env)];
  // the longest call the server allows is what the page tells the visitor before the first call
  const serverSeconds = Number(env.VOICE_MAX_DURATION_SECONDS || 300);
  const siteMinutes = Number(env.VITE_VOICE_CALL_MAX_MINUTES || 5);
  if (serverSeconds !== siteMinutes * 60) {
    own.push(
      `VITE_VOICE_CALL_MAX_MINUTES: the page says ${siteMinutes} min, VOICE_MAX_DURATION_SECONDS allows ${serverSeconds} s; make them equal`,
    );
  }
  const recording = env.RECORDING_RETENTION_DAYS;
  if (recording && recording !== env.VITE_RECORDING_RETENTION_DAYS) {
    own.push(
      'RECORDING_RETENTION_DAYS: must equal VITE_RECORDING_RETENTION_DAYS (what /gdpr shows), or be left empty',
    );
  }
  for (const problem of own) say(`problem: ${problem}`);
  const site = await pnpm(
    [
      '--filter',
      '@hlasovy-asistent/site',
      'run',
      '--silent',
      'check:deploy',
      '--dotenv',
      envFile,
      '--functions',
    ],
    {},
    say,
  ).then(
    () => null,
    (error: Error) => error.message.replace(/^pnpm [^\n]*\n/, ''),
  );
  if (site) say(site.trim());
  if (own.length > 0 || site) {
    throw new DeployError(
      'check_failed',
      'deploy check FAILED: nothing was deployed; fix the settings above',
    );
  }
}

interface DryRun {
  target: Target;
  assistant: AssistantTarget;
  standin: ManagementApiStandin;
  close(): Promise<void>;
}

async function dryRunTarget(): Promise<DryRun> {
  const standin = await startManagementApiStandin();
  const reaper = createReaper();
  let db: Database | undefined;
  let vapi: ContractServer | undefined;
  const home = isolatedHome();
  const scratch = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'));
  try {
    db = await startDatabase({ engine: 'native', migrate: false, pgCron: 'preload', reaper });
    vapi = await startContractServer({ document: 'latest' });
  } catch (error) {
    await db?.stop();
    await standin.close();
    reaper.close();
    throw error;
  }
  const target: Target = {
    projectRef: standin.projectRef,
    cliEnv: { HOME: home, SUPABASE_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN },
    profile: writeCliProfile(home, standin.url),
    dbUrl: db.dbUrl,
    linkWorkdir: join(scratch, 'link'),
    siteOutDir: join(scratch, 'site'),
    dryRun: true,
  };
  return {
    target,
    assistant: { vapiBaseUrl: vapi.url, snapshotDir: join(scratch, 'assistant-snapshots') },
    standin,
    close: async () => {
      await vapi?.close();
      await db?.stop();
      await standin.close();
      reaper.close();
      rmSync(home, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

function liveTarget(env: DeployEnv): Target {
  return {
    projectRef: env.SUPABASE_PROJECT_REF as string,
    cliEnv: {
      SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN as string,
      SUPABASE_DB_PASSWORD: env.SUPABASE_DB_PASSWORD as string,
    },
    dryRun: false,
  };
}

async function run(
  target: Target,
  settings: DeployEnv,
  assistant: AssistantTarget,
  standin?: ManagementApiStandin,
) {
  // the functions read the recording setting /gdpr shows under its own name
  const env: DeployEnv = {
    ...settings,
    RECORDING_RETENTION_DAYS:
      settings.RECORDING_RETENTION_DAYS || settings.VITE_RECORDING_RETENTION_DAYS || '0',
  };
  const where = target.dryRun ? ' (dry run: local stand-ins)' : '';
  say(`==> supabase link${where}`);
  await link(target);
  say(`==> supabase db push${where}`);
  const pushed = await dbPush(target);
  for (const line of pushed.split('\n').filter((l) => /Applying migration|up to date/i.test(l))) {
    say(`    ${line.trim()}`);
  }
  say(`==> assistant plan + sync${where}`);
  env.VAPI_ASSISTANT_ID = await syncAssistant(env, assistant, say);
  say(`==> supabase secrets set${where}`);
  const names = await setSecrets(target, env);
  say(`    ${names.length} secrets: ${names.join(', ')}`);
  say(`==> supabase functions deploy --use-api${where}`);
  await deployFunctions(target);
  if (standin) {
    for (const name of listFunctions()) {
      const upload = standin.uploads.get(name);
      if (!upload) throw new DeployError('step_failed', `functions deploy did not upload ${name}`);
      say(`    ${name}: ${upload.files.size} files`);
    }
  }
  say(`==> site build${target.siteOutDir ? ` into ${target.siteOutDir}` : ''}`);
  // only the public build variables reach the site build (nothing secret can be compiled in)
  const siteEnv: Record<string, string> = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('VITE_') && value !== ''),
  );
  if (target.siteOutDir) siteEnv.SITE_OUT_DIR = target.siteOutDir;
  siteEnv.NODE_ENV = 'production';
  await pnpm(['--filter', '@hlasovy-asistent/site', 'run', 'build'], siteEnv, say);
  const findings = scanDirectory(target.siteOutDir ?? join(repoRoot, 'apps/site/dist'), env);
  if (findings.length > 0) {
    const list = findings.map((f) => `${f.file}: ${f.kind}`).join('\n');
    throw new DeployError(
      'step_failed',
      `the built site contains secrets, do not publish it:\n${list}`,
    );
  }
  say('    secret scan of the build: clean');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean', default: false }, dotenv: { type: 'string' } },
  });
  const envFile = resolve(values.dotenv ?? join(repoRoot, '.env'));
  const env = readDeployEnv(envFile);
  await check(env, envFile);
  if (!values['dry-run']) {
    await run(liveTarget(env), env, {});
    say('deploy finished: push the commit for the site host to publish apps/site/dist');
    return;
  }
  const dry = await dryRunTarget();
  try {
    await run(dry.target, env, dry.assistant, dry.standin);
    say('dry run finished: every step ran against the local stand-ins');
  } finally {
    await dry.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof DeployError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else throw error;
}
