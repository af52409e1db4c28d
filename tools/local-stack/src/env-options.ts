// StackOptions for the dev CLIs (start.ts, scripts/dev.ts) from environment variables.
import { join } from 'node:path';
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';
import { localDir } from './paths.ts';
import type { StackOptions } from './stack.ts';

/**
 * Settings of FUNCTION_SETTINGS the stack sets itself: the platform's (the gateway's URL, the
 * local keys) and SITE_ORIGINS (from SUPABASE_SITE_ORIGINS, the gateway answers the same origins).
 */
const STACK_SETTINGS = new Set(['SITE_ORIGINS']);

/**
 * Every other setting the functions read (FUNCTION_SETTINGS, the functions' one table), handed to
 * them when set in the environment: real Vapi, DIALLING, the team webhook, limits, caps.
 */
export const FORWARDED_SETTINGS: readonly string[] = FUNCTION_SETTINGS.filter(
  (spec) => spec.need !== 'platform' && !STACK_SETTINGS.has(spec.name),
).map((spec) => spec.name);

const DEFAULT_ORIGINS = 'http://127.0.0.1:5173,http://localhost:5173';

/**
 * What the local product runs with, in `pnpm dev` as in the site's e2e stack: the local Vapi runs
 * the assistant's booking tools through `vapi-tools`, as Vapi runs the synced assistant's.
 */
export const PRODUCT_STACK_OPTIONS = { bookingTools: true } as const satisfies StackOptions;

/** LEAD_RETENTION_DAYS: unset = the database's default; otherwise 1 to 3650 whole days. */
function retentionDays(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new Error(`LEAD_RETENTION_DAYS must be a whole number from 1 to 3650, not ${value}`);
  }
  return days;
}

export function stackOptionsFromEnv(
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): StackOptions {
  const functionsEnv: Record<string, string> = {};
  for (const name of FORWARDED_SETTINGS) {
    const value = env[name];
    if (value) functionsEnv[name] = value;
  }
  return {
    ...PRODUCT_STACK_OPTIONS,
    gatewayPort: Number(env.SUPABASE_API_PORT ?? 54321),
    dbPort: Number(env.SUPABASE_DB_PORT ?? 54322),
    dataDir: env.SUPABASE_DATA_DIR || join(localDir, 'db'),
    siteOrigins: (env.SUPABASE_SITE_ORIGINS ?? DEFAULT_ORIGINS).split(',').filter(Boolean),
    functionsEnv,
    vapi: env.SUPABASE_VAPI === 'none' ? 'none' : 'standin',
    rateLimitPepper: env.RATE_LIMIT_PEPPER || undefined,
    leadRetentionDays: retentionDays(env.LEAD_RETENTION_DAYS),
    log,
  };
}

/** Terminal log: everything with SUPABASE_LOG=verbose, otherwise the functions and warnings. */
export function consoleLog(env: NodeJS.ProcessEnv): (line: string) => void {
  const verbose = env.SUPABASE_LOG === 'verbose';
  return (line) => {
    if (
      verbose ||
      !/^\[(postgres|postgrest|pglite)\]/.test(line) ||
      /ERROR|FATAL|PANIC/.test(line)
    ) {
      console.log(line);
    }
  };
}
