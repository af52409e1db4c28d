// A PostgreSQL 15 cluster for the local stack: throwaway (temp dir, fsync off) or persisted
// (dataDir), listening on 127.0.0.1 only, bootstrapped with Supabase's roles and migrated.
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { StackError } from './errors.ts';
import { initCluster } from './init-cluster.ts';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import { applyMigrations } from './migrate.ts';
import { migrationsDir, postgresBinDir, postgresUser } from './paths.ts';
import { HOST, resolvePort } from './ports.ts';
import { createReaper, type Reaper } from './reaper.ts';
import { waitUntil } from './wait-until.ts';

export const LOCAL_DB_PASSWORD = 'postgres';

export interface DatabaseOptions {
  /** Persisted cluster directory (created on first use); default: a throwaway temp dir. */
  dataDir?: string;
  /** 0 or undefined = a free port. */
  port?: number;
  /** Apply supabase/migrations (default true). */
  migrate?: boolean;
  migrationsDir?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
  /** Shared with the rest of the stack; the database makes its own when absent. */
  reaper?: Reaper;
}

export interface Database {
  /** Superuser URL, e.g. postgresql://postgres:postgres@127.0.0.1:PORT/postgres */
  dbUrl: string;
  /** The `authenticator` login PostgREST uses. */
  authenticatorUrl: string;
  port: number;
  dataDir: string;
  /** Unix socket directory (inside the temp runtime dir). */
  socketDir: string;
  stop(): Promise<void>;
}

export async function startDatabase(options: DatabaseOptions = {}): Promise<Database> {
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
  const dbUrl = `postgresql://postgres:${LOCAL_DB_PASSWORD}@${HOST}:${port}/postgres`;
  const stop = async () => {
    await server.stop();
    rmSync(runtimeDir, { recursive: true, force: true });
    if (ownReaper) reaper.close();
  };

  try {
    await waitUntil(() => canConnect(dbUrl), {
      what: 'PostgreSQL',
      timeoutMs: options.timeoutMs ?? 30_000,
      abortIf: () => server.assertRunning(),
      details: () => server.tail(),
    });
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query(readFileSync(join(import.meta.dirname, 'sql', 'bootstrap.sql'), 'utf8'));
      if (options.migrate !== false) {
        await applyMigrations(client, options.migrationsDir ?? migrationsDir, options.log);
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    dbUrl,
    authenticatorUrl: `postgresql://authenticator:${LOCAL_DB_PASSWORD}@${HOST}:${port}/postgres`,
    port,
    dataDir,
    socketDir: runtimeDir,
    stop,
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => {});
  }
}
