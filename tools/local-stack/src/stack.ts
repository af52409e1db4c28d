// The Docker-free local Supabase stack, all on 127.0.0.1: PostgreSQL (bootstrapped and
// migrated), real PostgREST, the Edge Functions in real Deno, and a gateway that routes and
// checks keys like hosted Supabase. Contract used by the functions' tests, the site's e2e
// tests and scripts/dev.ts.
import { randomBytes } from 'node:crypto';
import { DEFAULT_SITE_ORIGINS } from '@hlasovy-asistent/validation';
import { type Database, type DatabaseOptions, startDatabase } from './database.ts';
import type { DbEngine, DbEngineChoice } from './db-engine.ts';
import { endVoiceCall } from './end-voice-call.ts';
import { readFunctionSections } from './function-config.ts';
import { type Functions, startFunctions } from './functions.ts';
import { setFunnelDigestUrl } from './funnel-digest-target.ts';
import { type Gateway, startGateway } from './gateway.ts';
import { VOICE_SOCKET_PREFIX } from './gateway-upgrade.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys.ts';
import { type NetWorker, startNetWorker } from './net-worker.ts';
import { resolvePort } from './ports.ts';
import { type Postgrest, startPostgrest } from './postgrest.ts';
import { provisionPrivacySettings } from './privacy-settings.ts';
import { createReaper } from './reaper.ts';
import { STANDIN_VAPI_SECRETS, startVapiStandin, type VapiStandin } from './vapi-standin.ts';

export interface StackOptions {
  /** 0 = a free port (default); the Supabase CLI uses 54321. */
  gatewayPort?: number;
  /** PostgreSQL port; 0 = a free port (default); the Supabase CLI uses 54322. */
  dbPort?: number;
  /**
   * Database engine: 'auto' (default, or $SUPABASE_DB_ENGINE) = native PostgreSQL when its
   * binaries exist, else PGlite; 'native' or 'pglite' force one.
   */
  engine?: DbEngineChoice;
  /** Persisted cluster directory; default: a throwaway temp dir. */
  dataDir?: string;
  /** pg_cron for the retention jobs (DatabaseOptions.pgCron; default 'opt-out'). */
  pgCron?: DatabaseOptions['pgCron'];
  /**
   * A database already started and migrated (the deploy's dry run pushes its migrations with
   * the Supabase CLI): the stack serves it instead of starting its own, and leaves it running
   * on stop. The engine, port and data options are then unused.
   */
  database?: Database;
  /** Secrets passed to the Edge Functions (override everything else). */
  functionsEnv?: Record<string, string>;
  /** Origins the functions allow (CORS), passed as SITE_ORIGINS (comma-separated). */
  siteOrigins?: string[];
  /** Start the Edge Functions (default true). */
  withFunctions?: boolean;
  /** Where the functions live (default supabase/functions; tests point it elsewhere). */
  functionsDir?: string;
  /**
   * 'standin' (default when functions run and functionsEnv has no VAPI_PRIVATE_KEY): start
   * the local Vapi contract server and voice agent and point the functions at them. 'none':
   * no Vapi at all.
   */
  vapi?: 'standin' | 'none';
  /**
   * The stand-in's agent offers demo slots through the real `vapi-tools` function after the
   * visitor's first turn and calls get a live control URL (issue 27's booking in the call).
   * Default false: the agent answers the first turn with its scripted reply.
   */
  bookingTools?: boolean;
  /**
   * False: the stand-in's agent drops typed turns written on the socket, as a Vapi whose socket
   * ignores `add-message` would (the control URL still takes them). Default true.
   */
  vapiSocketTypedTurns?: boolean;
  /**
   * The local voice agent keeps a record of this many newest calls (every socket frame both
   * ways, the visitor's first seconds of audio) at `http://127.0.0.1:<voiceAgent.port>/calls/<id>`:
   * for browser tests that cannot watch the call's socket. Default 0: none.
   */
  keepVoiceCallRecords?: number;
  /** Start-up deadline per component in ms (default 30 s; functions 120 s). */
  timeoutMs?: number;
  /** RATE_LIMIT_PEPPER stored in the database's Vault; default: a random one per stack. */
  rateLimitPepper?: string;
  /** LEAD_RETENTION_DAYS stored in the database; default: the migration's 180. */
  leadRetentionDays?: number;
  log?: (line: string) => void;
}

export interface Stack {
  /** Gateway base, e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  /** The new kind of browser key (`sb_publishable_...`); the gateway and functions take both. */
  publishableKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The database engine in use. */
  engine: DbEngine;
  /** Superuser connection, for tests. */
  dbUrl: string;
  /** The Vapi stand-in's base URL when it runs. */
  vapiUrl?: string;
  /**
   * The local voice agent when the stand-in runs: `url` is the socket base on the gateway
   * (`ws://<gateway>/vapi`, sockets at `<url>/<callId>/transport`), `port` its own port.
   */
  voiceAgent?: { url: string; port: number; stats(): { active: number; pending: number } };
  /** Resolves when the stand-in's server messages sent so far were answered (tests wait on it). */
  vapiEventsSettled(): Promise<void>;
  /**
   * Resolves when every request the database queued through `net.http_post` (pg_net's SQL
   * surface: the morning digest) has its answer; native engine only (PGlite has no worker).
   */
  netSettled(): Promise<void>;
  /** VOICE_TRANSPORT the functions got (`websocket` unless functionsEnv says otherwise). */
  voiceTransport: string;
  /** Function name -> its Deno server's loopback port. */
  functions: ReadonlyMap<string, number>;
  /** The rate-limit pepper this stack's database keys counters with (tests recompute keys). */
  rateLimitPepper: string;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log;
  // fail fast on a busy fixed port, before anything is started
  const gatewayPort = await resolvePort(options.gatewayPort, 'gateway');
  const reaper = createReaper();
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
    started.length = 0;
    reaper.close();
  };
  try {
    const db: Database =
      options.database ??
      (await startDatabase({
        engine: options.engine,
        pgCron: options.pgCron,
        dataDir: options.dataDir,
        port: options.dbPort,
        timeoutMs: options.timeoutMs,
        reaper,
        log,
      }));
    if (!options.database) started.push(db);
    const rateLimitPepper = await provisionPrivacySettings(db.dbUrl, {
      rateLimitPepper: options.rateLimitPepper,
      leadRetentionDays: options.leadRetentionDays,
    });
    const rest: Postgrest = await startPostgrest({
      dbUri: db.authenticatorUrl,
      jwtSecret: LOCAL_JWT_SECRET,
      engine: db.engine,
      timeoutMs: options.timeoutMs,
      reaper,
      log,
    });
    started.push(rest);
    let functions: Functions | undefined;
    let vapi: VapiStandin | undefined;
    const sections = readFunctionSections();
    const siteOrigins = options.siteOrigins ?? DEFAULT_SITE_ORIGINS;
    const gateway: Gateway = await startGateway({
      port: gatewayPort,
      jwtSecret: LOCAL_JWT_SECRET,
      postgrestPort: rest.port,
      siteOrigins,
      functionPorts: () => functions?.ports ?? new Map(),
      verifyJwt: (name) => sections.get(name)?.verifyJwt ?? true,
      voiceAgentPort: () => vapi?.voiceAgent.port,
      log,
    });
    started.push({ stop: gateway.close });
    const voiceSockets = `${gateway.url.replace(/^http/, 'ws')}${VOICE_SOCKET_PREFIX}`;

    const withFunctions = options.withFunctions !== false;
    // the `x-vapi-secret` of the assistant's server URL; a new one per start, like a real secret
    const webhookSecret =
      options.functionsEnv?.VAPI_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
    // the booking tools' own `x-vapi-secret` (never the events' one, as deployed)
    const toolsSecret = options.functionsEnv?.VAPI_TOOLS_SECRET ?? randomBytes(32).toString('hex');
    const realVapi = Boolean(options.functionsEnv?.VAPI_PRIVATE_KEY);
    if (withFunctions && !realVapi && (options.vapi ?? 'standin') === 'standin') {
      // the lines freed as calls end, awaited on stop after the stand-in (which ends the live
      // calls) and before the database goes: a line freed against a stopping database fails
      const freeing = new Set<Promise<void>>();
      const freeLine = (callId: string) => {
        const done = endVoiceCall(db.dbUrl, callId, log).finally(() => freeing.delete(done));
        freeing.add(done);
      };
      started.push({ stop: async () => void (await Promise.all(freeing)) });
      vapi = await startVapiStandin({
        socketOrigin: voiceSockets,
        // the assistant's server URL, as the synced assistant sets it (assistant/)
        events: { url: `${gateway.url}/functions/v1/vapi-events`, secret: webhookSecret },
        ...(options.bookingTools
          ? { tools: { url: `${gateway.url}/functions/v1/vapi-tools`, secret: toolsSecret } }
          : {}),
        ...(options.vapiSocketTypedTurns === false ? { socketTypedTurns: false } : {}),
        log,
        keepCallRecords: options.keepVoiceCallRecords,
        // as an end-of-call event would: the call's place under the concurrency cap is free
        onCallEnded: freeLine,
      });
      if (vapi) started.push({ stop: vapi.close });
    }
    const voiceTransport = options.functionsEnv?.VOICE_TRANSPORT ?? 'websocket';
    if (withFunctions) {
      functions = await startFunctions({
        env: {
          SUPABASE_URL: gateway.url,
          // what hosted Supabase provides to every function: both kinds of keys
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
          SUPABASE_DB_URL: db.dbUrl,
          SITE_ORIGINS: siteOrigins.join(','),
          ...(vapi ? { ...STANDIN_VAPI_SECRETS, VAPI_BASE_URL: vapi.url } : {}),
          // signs the demo form's tokens (bot check); a new one per start, like a real secret
          FORM_TOKEN_SECRET: randomBytes(32).toString('hex'),
          VAPI_WEBHOOK_SECRET: webhookSecret,
          VAPI_TOOLS_SECRET: toolsSecret,
          VOICE_TRANSPORT: voiceTransport,
          ...options.functionsEnv,
        },
        functionsDir: options.functionsDir,
        timeoutMs: options.timeoutMs ? Math.max(options.timeoutMs, 120_000) : undefined,
        reaper,
        log,
      });
      started.push(functions);
    }
    // pg_net's worker, and the morning digest's request to this stack's own function
    let net: NetWorker | undefined;
    if (db.engine === 'native') {
      net = await startNetWorker(db.dbUrl, log);
      started.push(net);
    }
    if (withFunctions) {
      await setFunnelDigestUrl(db.dbUrl, `${gateway.url}/functions/v1/funnel-digest`);
    }
    return {
      url: gateway.url,
      anonKey: LOCAL_ANON_KEY,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      engine: db.engine,
      dbUrl: db.dbUrl,
      vapiUrl: vapi?.url,
      voiceAgent: vapi && {
        url: voiceSockets,
        port: vapi.voiceAgent.port,
        stats: vapi.voiceAgent.stats,
      },
      voiceTransport,
      vapiEventsSettled: async () => {
        await vapi?.eventsSettled();
      },
      netSettled: async () => {
        await net?.settled();
      },
      functions: functions?.ports ?? new Map(),
      rateLimitPepper,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export { type Database, type DatabaseOptions, startDatabase } from './database.ts';
export type { DbEngine, DbEngineChoice } from './db-engine.ts';
export { StackError, type StackErrorCode } from './errors.ts';
export {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  signJwt,
} from './keys.ts';
