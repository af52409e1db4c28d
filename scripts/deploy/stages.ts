// The remote steps of a deploy, each a Supabase CLI call (or a pnpm script), run in order by
// scripts/deploy.ts. A `Target` says where they go: the real project, or the local stand-ins
// of a dry run (the Management API stand-in, a local PostgreSQL with pg_cron).
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, runSupabaseCli } from '@hlasovy-asistent/local-stack';
import {
  type DeployEnv,
  DeployError,
  dotenv,
  functionSecrets,
  removedSecrets,
} from './deployEnv.ts';

export interface Target {
  projectRef: string;
  /** Environment of every CLI call (access token, HOME of a dry run, DB password). */
  cliEnv: Record<string, string>;
  /** CLI profile of a dry run (the stand-in's address); none for the real project. */
  profile?: string;
  /** A dry run pushes the migrations to this database URL instead of the linked project. */
  dbUrl?: string;
  /** A dry run links a copy of supabase/config.toml in this folder, not the repository. */
  linkWorkdir?: string;
  /** A dry run builds the site here instead of apps/site/dist. */
  siteOutDir?: string;
  dryRun: boolean;
}

export type Say = (line: string) => void;

/** The real project of the .env (its ref, the access token and database password of the CLI). */
export function projectTarget(env: DeployEnv): Target {
  return {
    projectRef: env.SUPABASE_PROJECT_REF as string,
    cliEnv: {
      SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN as string,
      SUPABASE_DB_PASSWORD: env.SUPABASE_DB_PASSWORD as string,
    },
    dryRun: false,
  };
}

async function cli(
  target: Target,
  args: string[],
  what: string,
  workdir?: string,
): Promise<string> {
  const result = await runSupabaseCli(args, {
    profile: target.profile,
    workdir,
    env: target.cliEnv,
  });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    throw new DeployError('step_failed', `${what} failed (supabase ${args[0]}):\n${output}`);
  }
  return output;
}

export async function link(target: Target): Promise<void> {
  let workdir: string | undefined;
  if (target.linkWorkdir) {
    workdir = target.linkWorkdir;
    mkdirSync(join(workdir, 'supabase'), { recursive: true });
    cpSync(join(repoRoot, 'supabase', 'config.toml'), join(workdir, 'supabase', 'config.toml'));
  }
  await cli(target, ['link', '--project-ref', target.projectRef, '--yes'], 'link', workdir);
}

export async function dbPush(target: Target): Promise<string> {
  const args = target.dbUrl
    ? ['db', 'push', '--db-url', target.dbUrl, '--yes']
    : ['db', 'push', '--linked', '--yes'];
  return cli(target, args, 'db push');
}

/** `secrets set` from a private temp file (never on a command line), deleted afterwards. */
export async function setSecrets(target: Target, env: DeployEnv): Promise<string[]> {
  const secrets = functionSecrets(env);
  const dir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'));
  const file = join(dir, 'secrets.env');
  try {
    writeFileSync(file, dotenv(secrets), { mode: 0o600 });
    chmodSync(file, 0o600);
    await cli(
      target,
      ['secrets', 'set', '--env-file', file, `--remote=${target.projectRef}`, '--yes'],
      'secrets set',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return Object.keys(secrets);
}

/** The names of the secrets set on the project (`secrets list`; values are never read). */
export async function listSecrets(target: Target): Promise<string[]> {
  const out = await cli(
    target,
    ['secrets', 'list', `--remote=${target.projectRef}`, '-o', 'json'],
    'secrets list',
  );
  return (jsonIn(out) as { name?: unknown }[])
    .map((s) => s.name)
    .filter((name): name is string => typeof name === 'string');
}

/** `.env` is the source of truth: managed secrets it no longer sets are unset on the project. */
export async function unsetRemovedSecrets(target: Target, env: DeployEnv): Promise<string[]> {
  const removed = removedSecrets(env, await listSecrets(target));
  if (removed.length > 0) {
    await cli(
      target,
      ['secrets', 'unset', ...removed, `--remote=${target.projectRef}`, '--yes'],
      'secrets unset',
    );
  }
  return removed;
}

/** The first JSON array or object in the CLI's output (it prints notices around it). */
function jsonIn(output: string): unknown {
  const start = output.search(/^[[{]/m);
  if (start < 0) throw new DeployError('step_failed', `no JSON in the CLI's answer:\n${output}`);
  const text = output.slice(start);
  const end = text.lastIndexOf(text.startsWith('[') ? ']' : '}');
  return JSON.parse(text.slice(0, end + 1));
}

/** Rows of one SQL statement on the project's database (`db query`; read-only unless told). */
export async function query(
  target: Target,
  sql: string,
  options: { write?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const remote = target.dbUrl ? `--remote=${target.dbUrl}` : '--remote';
  const mode = options.write ? ['--yes'] : ['--read-only'];
  const out = await cli(
    target,
    ['db', 'query', ...mode, remote, '--output-format', 'json', sql],
    'db query',
  );
  return jsonIn(out) as Record<string, unknown>[];
}

export async function deployFunctions(target: Target): Promise<void> {
  await cli(
    target,
    ['functions', 'deploy', '--use-api', '--yes', `--remote=${target.projectRef}`],
    'functions deploy',
  );
}

/** Runs a pnpm command in the repository; its output goes to `say` line by line. */
export function pnpm(args: string[], env: Record<string, string>, say: Say): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const take = (chunk: Buffer) => {
      tail = `${tail}${chunk.toString('utf8')}`.slice(-4000);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) {
        for (const line of tail.trim().split('\n').slice(-3)) say(`    ${line}`);
        resolve();
      } else {
        reject(new DeployError('step_failed', `pnpm ${args.join(' ')} failed:\n${tail}`));
      }
    });
  });
}
