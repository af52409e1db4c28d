import { parseOrigins } from './cors.ts';
import {
  type BotCheckConfig,
  type DialConfig,
  readBotCheckConfig,
  readDialConfig,
} from './dial-config.ts';

/** Reads one environment variable (Deno.env in production, a record in tests). */
export type EnvReader = (name: string) => string | undefined;

export const denoEnv: EnvReader = (name) => Deno.env.get(name);

export function envFromRecord(record: Record<string, string | undefined>): EnvReader {
  return (name) => record[name];
}

export const DEFAULT_VAPI_BASE_URL = 'https://api.vapi.ai';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export interface FunctionConfig {
  siteOrigins: readonly string[];
  vapi: {
    publicKey: string | undefined;
    assistantId: string | undefined;
    privateKey: string | undefined;
    phoneNumberId: string | undefined;
    baseUrl: string;
  };
  rateLimits: { ip: RateLimitRule; phone: RateLimitRule };
  notifyWebhookUrl: string | undefined;
  /** Signs every webhook delivery (HMAC-SHA256); without it nothing is sent. */
  notifyWebhookSecret: string | undefined;
  /** How many proxies in front of the function append to X-Forwarded-For (unset: use X-Real-IP). */
  trustedProxyHops: number | undefined;
  supabase: { url: string | undefined; serviceRoleKey: string | undefined };
  /** Outbound-call policy, budget and retries (dial-config.ts). */
  dialling: DialConfig;
  /** Form token, honeypot and Turnstile (dial-config.ts). */
  botCheck: BotCheckConfig;
}

/** A trimmed, non-empty value, else undefined. */
export function text(env: EnvReader, name: string): string | undefined {
  const value = env(name)?.trim();
  return value ? value : undefined;
}

/** A positive integer, else `fallback`. */
export function positiveInt(env: EnvReader, name: string, fallback: number): number {
  const value = Number(text(env, name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Every setting the functions read, with their defaults (documented in supabase/README.md). */
export function readConfig(env: EnvReader): FunctionConfig {
  return {
    siteOrigins: parseOrigins(env('SITE_ORIGINS')),
    vapi: {
      publicKey: text(env, 'VAPI_PUBLIC_KEY'),
      assistantId: text(env, 'VAPI_ASSISTANT_ID'),
      privateKey: text(env, 'VAPI_PRIVATE_KEY'),
      phoneNumberId: text(env, 'VAPI_PHONE_NUMBER_ID'),
      baseUrl: text(env, 'VAPI_BASE_URL') ?? DEFAULT_VAPI_BASE_URL,
    },
    rateLimits: {
      ip: {
        max: positiveInt(env, 'RATE_LIMIT_IP_MAX', 5),
        windowSeconds: positiveInt(env, 'RATE_LIMIT_IP_WINDOW_SECONDS', 600),
      },
      phone: {
        max: positiveInt(env, 'RATE_LIMIT_PHONE_MAX', 3),
        windowSeconds: positiveInt(env, 'RATE_LIMIT_PHONE_WINDOW_SECONDS', 3600),
      },
    },
    notifyWebhookUrl: text(env, 'NOTIFY_WEBHOOK_URL'),
    notifyWebhookSecret: text(env, 'NOTIFY_WEBHOOK_SECRET'),
    trustedProxyHops: text(env, 'TRUSTED_PROXY_HOPS')
      ? positiveInt(env, 'TRUSTED_PROXY_HOPS', 1)
      : undefined,
    supabase: {
      url: text(env, 'SUPABASE_URL'),
      serviceRoleKey: text(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    },
    dialling: readDialConfig(env),
    botCheck: readBotCheckConfig(env),
  };
}

/**
 * Names of the dialling secrets that are missing (empty = outbound calls are enabled). For the
 * logs only: public answers never name them.
 */
export function missingDiallingSecrets(config: FunctionConfig): string[] {
  const { privateKey, assistantId, phoneNumberId } = config.vapi;
  return [
    ['VAPI_PRIVATE_KEY', privateKey],
    ['VAPI_ASSISTANT_ID', assistantId],
    ['VAPI_PHONE_NUMBER_ID', phoneNumberId],
    ['FORM_TOKEN_SECRET', config.botCheck.formTokenSecret],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name as string);
}
