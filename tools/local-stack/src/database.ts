// The local stack's database, listening on 127.0.0.1 only, bootstrapped with Supabase's roles
// and migrated: a native PostgreSQL 15 cluster, throwaway (temp dir, fsync off) or persisted
// (dataDir), or PGlite (./pglite-database.ts) where no server binaries exist.
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type DbEngine,
  type DbEngineChoice,
  dbEngineChoice,
  resolveDbEngine,
} from './db-engine.ts';
import { StackError } from './errors.ts';
import { initCluster } from './init-cluster.ts';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import { postgresBinDir, postgresUser } from './paths.ts';
import { startPgliteDatabase } from './pglite-database.ts';
import { HOST, resolvePort } from './ports.ts';
import { LOCAL_DB_PASSWORD, readyDatabase } from './prepare-database.ts';
import { createReaper, type Reaper } from './reaper.ts';

export interface DatabaseOptions {
  /**
   * 'auto' (default, or $SUPABASE_DB_ENGINE): native PostgreSQL when its binaries exist, else
   * PGlite. 'native' fails without the binaries; 'pglite' always uses PGlite.
   */
  engine?: DbEngineChoice;
  /** Persisted cluster directory (created on first use); default: a throwaway temp dir. */
  dataDir?: string;
  /** 0 or undefined = a free port. */
  port?: number;
  /** Apply supabase/migrations (default true). */
  migrate?: boolean;
  migrationsDir?: string;
  /**
   * pg_cron, which the migrations need to schedule the retention jobs: 'preload' (native only)
   * preloads it like hosted Supabase, so the jobs are scheduled; 'opt-out' (default) migrates
   * without it through the migrations' explicit local opt-out; 'none' neither (the migrations
   * then fail, as on a server without pg_cron).
   */
  pgCron?: 'preload' | 'opt-out' | 'none';
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Shared with the rest of the stack; the database makes its own when absent. */
  reaper?: Reaper;
}

export interface Database {
  /** Which PostgreSQL runs: native server binaries or PGlite (WASM, single session). */
  engine: DbEngine;
  /** Superuser URL, e.g. postgresql://postgres:postgres@127.0.0.1:PORT/postgres */
  dbUrl: string;
  /** The `authenticator` login PostgREST uses. */
  authenticatorUrl: string;
  port: number;
  /** Cluster directory (PGlite: its data directory or memory://). */
  dataDir: string;
  /** Unix socket directory (inside the temp runtime dir); native only. */
  socketDir?: string;
  stop(): Promise<void>;
}

/** Server settings that preload pg_cron (its package: Debian postgresql-15-cron). */
function pgCronSettings(bin: string): Record<string, string> {
  const library = join(bin, '..', 'lib', 'pg_cron.so');
  if (!existsSync(library)) {
    throw new StackError(
      'postgres_failed',
      `pg_cron is not installed (${library}): apt-get install -y postgresql-15-cron`,
    );
  }
  // background workers run the jobs without a login (the cluster's TCP logins need a password)
  return {
    shared_preload_libraries: 'pg_cron',
    'cron.database_name': 'postgres',
    'cron.use_background_workers': 'on',
  };
}

export async function startDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const engine = resolveDbEngine(dbEngineChoice(options.engine));
  return engine === 'pglite' ? startPgliteDatabase(options) : startNativeDatabase(options);
}

async function startNativeDatabase(options: DatabaseOptions): Promise<Database> {
  const bin = postgresBinDir();
  const port = await resolvePort(options.port, 'PostgreSQL');
  const ownReaper = !options.reaper;
  const reaper = options.reaper ?? createReaper();
  const runtimeDir = mkdtempSync(join(tmpdir(), 'supabase-local-'));
  reaper.removeDir(runtimeDir);
  const persisted = Boolean(options.dataDir);
  const dataDir = options.dataDir ? resolve(options.dataDir) : join(runtimeDir, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  if (asRoot && !owner) {
    throw new StackError('postgres_failed', 'running as root but there is no `postgres` user');
  }
  const asPostgres = (command: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const own = (path: string) => {
    if (owner) chownSync(path, owner.uid, owner.gid);
  };
  own(runtimeDir);

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    initCluster(bin, dataDir, LOCAL_DB_PASSWORD, { asPostgres, own });
  }

  const settings = {
    listen_addresses: HOST,
    unix_socket_directories: runtimeDir,
    synchronous_commit: 'off',
    ...(persisted ? {} : { fsync: 'off', full_page_writes: 'off' }),
    ...(options.pgCron === 'preload' ? pgCronSettings(bin) : {}),
  };
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    ...['-D', dataDir, '-p', String(port)],
    ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
  ]);
  const server: ManagedProcess = spawnManaged({
    name: 'postgres',
    command: cmd,
    args,
    reaper,
    stopSignal: 'SIGINT',
    errorCode: 'postgres_failed',
    log: options.log,
  });
  const stop = async () => {
    await server.stop();
    rmSync(runtimeDir, { recursive: true, force: true });
    if (ownReaper) reaper.close();
  };
  return readyDatabase(
    server,
    { engine: 'native', port, dataDir, socketDir: runtimeDir, stop },
    { ...options, what: 'PostgreSQL', timeoutMs: options.timeoutMs ?? 30_000 },
  );
}
