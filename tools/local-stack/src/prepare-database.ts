// What every fresh or reused database gets, whatever the engine: Supabase's roles and auth
// helpers (sql/bootstrap.sql, idempotent), then the pending migrations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database, DatabaseOptions } from './database.ts';
import type { ManagedProcess } from './managed-process.ts';
import { applyMigrations } from './migrate.ts';
import { migrationsDir } from './paths.ts';
import { HOST } from './ports.ts';
import { waitUntil } from './wait-until.ts';

/** Password of the superuser `postgres` and of `authenticator`. */
export const LOCAL_DB_PASSWORD = 'postgres';

interface PrepareOptions {
  /** Apply supabase/migrations (default true). */
  migrate?: boolean;
  /**
   * The migrating session's explicit opt-out from pg_cron (`app.pg_cron_optional = on`): without
   * it, a database where pg_cron cannot be enabled fails its migrations (default true: the local
   * stack usually runs without pg_cron).
   */
  pgCronOptional?: boolean;
  migrationsDir?: string;
  log?: (line: string) => void;
}

async function prepareDatabase(dbUrl: string, options: PrepareOptions): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(readFileSync(join(import.meta.dirname, 'sql', 'bootstrap.sql'), 'utf8'));
    if (options.migrate !== false) {
      if (options.pgCronOptional !== false) await client.query("set app.pg_cron_optional = 'on'");
      await applyMigrations(client, options.migrationsDir ?? migrationsDir, options.log);
    }
  } finally {
    await client.end();
  }
}

/** True once the server accepts a connection and answers a query. */
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

/**
 * `database` once its freshly started server accepts connections and is prepared (its pg_cron
 * opt-out unless `pgCron` says otherwise), with its superuser and authenticator URLs. On any
 * failure the server is stopped (`database.stop`) before the error is rethrown.
 */
export async function readyDatabase(
  server: ManagedProcess,
  database: Omit<Database, 'dbUrl' | 'authenticatorUrl'>,
  options: DatabaseOptions & { what: string; timeoutMs: number },
): Promise<Database> {
  const urlOf = (user: string) =>
    `postgresql://${user}:${LOCAL_DB_PASSWORD}@${HOST}:${database.port}/postgres`;
  const dbUrl = urlOf('postgres');
  try {
    await waitUntil(() => canConnect(dbUrl), {
      what: options.what,
      timeoutMs: options.timeoutMs,
      abortIf: () => server.assertRunning(),
      details: () => server.tail(),
    });
    await prepareDatabase(dbUrl, {
      ...options,
      pgCronOptional: (options.pgCron ?? 'opt-out') === 'opt-out',
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return { ...database, dbUrl, authenticatorUrl: urlOf('authenticator') };
}
