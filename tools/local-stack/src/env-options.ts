// StackOptions for the dev CLIs (start.ts, scripts/dev.ts) from environment variables.
import { join } from 'node:path';
import { localDir } from './paths.ts';
import type { StackOptions } from './stack.ts';

/** Secrets and settings handed to the functions when set (real Vapi, team webhook, limits). */
const FUNCTION_SECRETS = [
  'VAPI_PRIVATE_KEY',
  'VAPI_PUBLIC_KEY',
  'VAPI_ASSISTANT_ID',
  'VAPI_PHONE_NUMBER_ID',
  'VAPI_BASE_URL',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_SECRET',
  'RATE_LIMIT_IP_MAX',
  'RATE_LIMIT_IP_WINDOW_SECONDS',
  'RATE_LIMIT_PHONE_MAX',
  'RATE_LIMIT_PHONE_WINDOW_SECONDS',
  'TRUSTED_PROXY_HOPS',
  'DIAL_ALLOWED_COUNTRY_CODES',
  'SCHEDULE_MAX_DAYS',
  'RATE_LIMIT_PHONE_DAY_MAX',
  'DIAL_MAX_PER_HOUR',
  'DIAL_MAX_PER_DAY',
  'VAPI_MAX_ATTEMPTS',
  'VAPI_TIMEOUT_MS',
  'VAPI_RETRY_DELAY_MS',
  'FORM_TOKEN_SECRET',
  'FORM_MIN_FILL_SECONDS',
  'FORM_TOKEN_MAX_AGE_SECONDS',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_VERIFY_URL',
  'VOICE_TRANSPORT',
  'VOICE_BROWSER_CREATED_CALLS',
  'VOICE_MAX_DURATION_SECONDS',
  'VOICE_SILENCE_TIMEOUT_SECONDS',
  'VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE',
  'VOICE_RATE_LIMIT_ADDRESS_PER_HOUR',
  'VOICE_RATE_LIMIT_NETWORK_PER_MINUTE',
  'VOICE_RATE_LIMIT_NETWORK_PER_HOUR',
  'VOICE_MAX_PER_HOUR',
  'VOICE_MAX_CONCURRENT_PER_NETWORK',
  'RATE_LIMIT_NET48_PER_HOUR',
  'VOICE_MAX_CONCURRENT_PER_NET56',
  'VOICE_MAX_CONCURRENT_PER_NET48',
  'VOICE_RATE_LIMIT_NET56_PER_HOUR',
  'VOICE_RATE_LIMIT_NET48_PER_HOUR',
  'VOICE_TOKEN_MAX_AGE_SECONDS',
  'VOICE_TOKEN_RATE_LIMIT_PER_MINUTE',
  'VAPI_CONCURRENCY_LIMIT',
  'DIAL_RESERVED_CONCURRENCY',
  'SCHEDULE_SLOT_CAPACITY',
  'FORM_TOKEN_RATE_LIMIT_MAX',
  'VAPI_WEBHOOK_SECRET',
  'VAPI_MAX_SPEND_PER_DAY',
  'VAPI_MAX_SPEND_PER_DAY_VOICE',
  'VAPI_MAX_SPEND_PER_DAY_DEMO',
  'VAPI_ESTIMATED_COST_PER_MINUTE',
  'RECORDING_RETENTION_DAYS',
] as const;

const DEFAULT_ORIGINS = 'http://127.0.0.1:5173,http://localhost:5173';

/** LEAD_RETENTION_DAYS: unset = the database's default; otherwise 1 to 3650 whole days. */
export function retentionDays(value: string | undefined): number | undefined {
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
  for (const name of FUNCTION_SECRETS) {
    const value = env[name];
    if (value) functionsEnv[name] = value;
  }
  return {
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
