// The PGlite engine of startDatabase(): PostgreSQL 18 in WASM, in its own Node process
// (./pglite-server.ts) behind pglite-socket on 127.0.0.1, bootstrapped and migrated like the
// native cluster. For machines without PostgreSQL server binaries. In memory by default;
// a dataDir persists it in `<dataDir>-pglite` (a PGlite data directory is not a native one).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database, DatabaseOptions } from './database.ts';
import { StackError } from './errors.ts';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import { resolvePort } from './ports.ts';
import { readyDatabase } from './prepare-database.ts';
import { createReaper } from './reaper.ts';

export async function startPgliteDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.pgCron === 'preload') {
    throw new StackError('postgres_failed', 'PGlite cannot run pg_cron: use the native engine');
  }
  const port = await resolvePort(options.port, 'PGlite');
  const ownReaper = !options.reaper;
  const reaper = options.reaper ?? createReaper();
  const dataDir = options.dataDir ? `${resolve(options.dataDir)}-pglite` : 'memory://';
  if (options.dataDir) mkdirSync(dataDir, { recursive: true });
  const server: ManagedProcess = spawnManaged({
    name: 'pglite',
    command: process.execPath,
    args: [
      join(import.meta.dirname, 'pglite-server.ts'),
      String(port),
      ...(options.dataDir ? [dataDir] : []),
    ],
    reaper,
    errorCode: 'postgres_failed',
    log: options.log,
  });
  const stop = async () => {
    await server.stop(10_000);
    if (ownReaper) reaper.close();
  };
  // PGlite has a single session: every login is the superuser, roles switch with SET ROLE
  return readyDatabase(
    server,
    { engine: 'pglite', port, dataDir, stop },
    { ...options, what: 'PGlite', timeoutMs: options.timeoutMs ?? 60_000 },
  );
}
