// `bash scripts/deploy.sh [--dry-run] [--dotenv <path>]`: the whole deploy from one filled .env
// (.env.example lists every variable). First every check, nothing remote changed until all
// pass: the .env (checks.ts), then what needs a look at the remote side without changing it
// (link, the database's lead retention, the assistant's plan with its dashboard-edit refusal),
// then the site build and its secret scan. Then, in order: db push, the assistant sync (its id
// becomes the functions' VAPI_ASSISTANT_ID), secrets set (and unset: .env is the source of
// truth), functions deploy, and the publication of that checked and scanned build to Netlify
// (which builds nothing itself: docs/operations.md). Last, the live check against the real
// accounts (scripts/live-check: a short WebSocket call, a typed turn, a written turn with a slot
// offer, every client message checked, its cost printed, its result recorded): a failing check
// leaves the deploy NOT done, naming what failed; only `--skip-live-check` skips it, and the
// output says so at the start and at the end. `--dry-run` runs the same steps with the real
// Supabase CLI against local stand-ins: the Management API stand-in, a local PostgreSQL that
// preloads pg_cron and the Vapi contract server (every request validated against the OpenAPI
// document), the Netlify API stand-in; the site is built into a temp folder; the live check runs
// against the local stack serving that database, the Vapi stand-in and its local voice agent.
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
  type NetlifyApiStandin,
  repoRoot,
  STANDIN_ACCESS_TOKEN,
  startDatabase,
  startManagementApiStandin,
  startNetlifyApiStandin,
  writeCliProfile,
} from '@hlasovy-asistent/local-stack';
import {
  type ContractServer,
  startContractServer,
} from '@hlasovy-asistent/platform-api/contract-server';
import { type AssistantTarget, checkAssistant, syncAssistant } from './deploy/assistantStep.ts';
import { envProblems } from './deploy/checks.ts';
import { type DeployEnv, DeployError, readDeployEnv } from './deploy/deployEnv.ts';
import { setDigestTarget } from './deploy/digestTarget.ts';
import { NETLIFY_API_URL, type PublishTarget, publishSite } from './deploy/publishSite.ts';
import { databaseRetentionDays, retentionProblem, setRetention } from './deploy/retention.ts';
import {
  dbPush,
  deployFunctions,
  link,
  pnpm,
  projectTarget,
  type Say,
  setSecrets,
  type Target,
  unsetRemovedSecrets,
} from './deploy/stages.ts';
import {
  finishedLine,
  LIVE_CHECK_SKIPPED,
  type LiveCheckSetup,
  liveCheckStep,
} from './live-check/deployStep.ts';
import { liveTarget, startDryRunStack } from './live-check/targets.ts';
import { scanDirectory } from './scan-secrets.ts';

const say: Say = (line) => process.stdout.write(`${line}\n`);

const refuse = (why: string) =>
  new DeployError('check_failed', `deploy check FAILED: nothing was deployed; ${why}`);

async function check(env: DeployEnv): Promise<void> {
  say('==> check: the .env (deploy variables, project URL, site, Edge Function settings)');
  const problems = await envProblems(env);
  for (const line of problems) say(line);
  if (problems.length > 0) throw refuse('fix the settings above');
}

interface DryRun {
  target: Target;
  assistant: AssistantTarget;
  standin: ManagementApiStandin;
  host: PublishTarget;
  /** The live check's stand-ins: the local stack on the dry run's database. */
  liveCheck: LiveCheckSetup;
  close(): Promise<void>;
}

const liveAccounts: LiveCheckSetup = async (env) => ({
  target: liveTarget(env, env.VAPI_ASSISTANT_ID as string),
  close: async () => {},
});

async function dryRunTarget(): Promise<DryRun> {
  const standin = await startManagementApiStandin();
  const netlify: NetlifyApiStandin = await startNetlifyApiStandin();
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
    await netlify.close();
    reaper.close();
    throw error;
  }
  const database = db;
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
    host: { apiUrl: netlify.url, siteId: netlify.siteId, token: netlify.token },
    liveCheck: async (env) => {
      const { stack, target: checkTarget } = await startDryRunStack(env, database);
      return { target: checkTarget(env.VAPI_ASSISTANT_ID as string), close: () => stack.stop() };
    },
    close: async () => {
      await vapi?.close();
      await db?.stop();
      await standin.close();
      await netlify.close();
      reaper.close();
      rmSync(home, { recursive: true, force: true });
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The site built with the public settings only, then scanned; refused when it holds a secret. */
async function buildSite(target: Target, env: DeployEnv): Promise<string> {
  const outDir = target.siteOutDir ?? join(repoRoot, 'apps/site/dist');
  say(`==> site build into ${outDir}, then its secret scan`);
  // only the public build variables reach the site build (nothing secret can be compiled in)
  const siteEnv: Record<string, string> = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('VITE_') && value !== ''),
  );
  if (target.siteOutDir) siteEnv.SITE_OUT_DIR = target.siteOutDir;
  siteEnv.NODE_ENV = 'production';
  await pnpm(['--filter', '@hlasovy-asistent/site', 'run', 'build'], siteEnv, say);
  const findings = scanDirectory(outDir, env);
  if (findings.length > 0) {
    for (const f of findings) say(`problem: ${f.file}: ${f.kind}`);
    throw refuse('the built site contains secrets (above)');
  }
  say('    secret scan of the build: clean');
  return outDir;
}

async function run(
  target: Target,
  settings: DeployEnv,
  assistant: AssistantTarget,
  host: PublishTarget,
  checkSetup: LiveCheckSetup | null,
  standin?: ManagementApiStandin,
) {
  // the functions read the recording setting /gdpr shows under its own name
  const env: DeployEnv = {
    ...settings,
    RECORDING_RETENTION_DAYS:
      settings.RECORDING_RETENTION_DAYS || settings.VITE_RECORDING_RETENTION_DAYS || '0',
  };
  // VAPI_ASSISTANT_ID is an output of the sync below, never taken from the .env
  delete env.VAPI_ASSISTANT_ID;
  const where = target.dryRun ? ' (dry run: local stand-ins)' : '';
  say(`==> check: the project (read only)${where}`);
  await link(target);
  const database = await databaseRetentionDays(target);
  const retention = retentionProblem(env, database);
  if (retention) {
    say(`problem: ${retention}`);
    throw refuse('fix the setting above');
  }
  say(
    database === null
      ? '    a new database: its lead retention is set after db push'
      : `    lead retention: ${database} days, as the site says`,
  );
  say(`==> check: the assistant (plan; dashboard edits are never overwritten)${where}`);
  await checkAssistant(env, assistant, say);
  const site = await buildSite(target, env);

  say(`==> supabase db push${where}`);
  const pushed = await dbPush(target);
  for (const line of pushed.split('\n').filter((l) => /Applying migration|up to date/i.test(l))) {
    say(`    ${line.trim()}`);
  }
  if (database === null) say(`    lead retention set: ${await setRetention(target, env)} days`);
  say(`    morning digest requested from ${await setDigestTarget(target, env)}`);
  say(`==> assistant sync${where}`);
  env.VAPI_ASSISTANT_ID = await syncAssistant(env, assistant, say);
  say(`==> supabase secrets set${where}`);
  const names = await setSecrets(target, env);
  say(`    ${names.length} secrets: ${names.join(', ')}`);
  const removed = await unsetRemovedSecrets(target, env);
  say(`    unset (no longer in .env): ${removed.length > 0 ? removed.join(', ') : 'none'}`);
  say(`==> supabase functions deploy --use-api${where}`);
  await deployFunctions(target);
  if (standin) {
    for (const name of listFunctions()) {
      const upload = standin.uploads.get(name);
      if (!upload) throw new DeployError('step_failed', `functions deploy did not upload ${name}`);
      say(`    ${name}: ${upload.files.size} files`);
    }
  }
  say(`==> site publish: the checked build, to Netlify${where}`);
  const published = await publishSite(site, host);
  say(
    `    published ${published.files} files (${published.uploaded} uploaded), deploy ${published.deployId}`,
  );
  if (checkSetup) await liveCheckStep(target, env, checkSetup, say);
}

function liveHost(env: DeployEnv): PublishTarget {
  return {
    apiUrl: NETLIFY_API_URL,
    siteId: env.NETLIFY_SITE_ID as string,
    token: env.NETLIFY_AUTH_TOKEN as string,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      'skip-live-check': { type: 'boolean', default: false },
      dotenv: { type: 'string' },
    },
  });
  const skip = values['skip-live-check'];
  if (skip) say(LIVE_CHECK_SKIPPED);
  const envFile = resolve(process.env.DEPLOY_CWD ?? '.', values.dotenv ?? join(repoRoot, '.env'));
  const env = readDeployEnv(envFile);
  await check(env);
  if (!values['dry-run']) {
    await run(projectTarget(env), env, {}, liveHost(env), skip ? null : liveAccounts);
    say(finishedLine(false, skip));
    return;
  }
  const dry = await dryRunTarget();
  try {
    await run(dry.target, env, dry.assistant, dry.host, skip ? null : dry.liveCheck, dry.standin);
    say(finishedLine(true, skip));
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
