import {
  assertSettingsParse,
  FUNCTION_SETTINGS,
  integerSetting,
  isDiallingOff,
  type SettingsEnv,
} from '@hlasovy-asistent/validation';
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
  /** `net48`: demo requests per IPv6 /48 an hour (RATE_LIMIT_NET48_PER_HOUR). */
  rateLimits: { ip: RateLimitRule; phone: RateLimitRule; net48: RateLimitRule };
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
  /** `DIALLING=off`: leads are stored and nobody is called, whatever secrets are set. */
  diallingOff: boolean;
}

/** A trimmed, non-empty value, else undefined. */
export function text(env: EnvReader, name: string): string | undefined {
  const value = env(name)?.trim();
  return value ? value : undefined;
}

/** The function settings as a record (FUNCTION_SETTINGS' names), for the shared checks. */
export function settingsOf(env: EnvReader): SettingsEnv {
  return Object.fromEntries(FUNCTION_SETTINGS.map((spec) => [spec.name, env(spec.name)]));
}

/**
 * An integer setting with its default from FUNCTION_SETTINGS; a value that does not parse or is
 * out of range throws a ValidationError naming the setting (never a silent default).
 */
export function integer(env: EnvReader, name: string): number {
  const value = integerSetting({ [name]: env(name) }, name);
  if (value === undefined) throw new Error(`${name} has no default`);
  return value;
}

/**
 * Every setting the functions read, with their defaults (FUNCTION_SETTINGS in @hlasovy-asistent/validation,
 * documented in supabase/README.md). Throws a ValidationError ('invalid_setting') naming every
 * setting whose value does not parse.
 */
export function readConfig(env: EnvReader): FunctionConfig {
  const settings = settingsOf(env);
  assertSettingsParse(settings);
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
        max: integer(env, 'RATE_LIMIT_IP_MAX'),
        windowSeconds: integer(env, 'RATE_LIMIT_IP_WINDOW_SECONDS'),
      },
      phone: {
        max: integer(env, 'RATE_LIMIT_PHONE_MAX'),
        windowSeconds: integer(env, 'RATE_LIMIT_PHONE_WINDOW_SECONDS'),
      },
      net48: { max: integer(env, 'RATE_LIMIT_NET48_PER_HOUR'), windowSeconds: 3_600 },
    },
    notifyWebhookUrl: text(env, 'NOTIFY_WEBHOOK_URL'),
    notifyWebhookSecret: text(env, 'NOTIFY_WEBHOOK_SECRET'),
    trustedProxyHops: integerSetting(settings, 'TRUSTED_PROXY_HOPS'),
    supabase: {
      url: text(env, 'SUPABASE_URL'),
      serviceRoleKey: text(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    },
    dialling: readDialConfig(env),
    botCheck: readBotCheckConfig(env),
    diallingOff: isDiallingOff(settings),
  };
}

/**
 * Why outbound calls are off: `DIALLING=off`, or the dialling secrets that are missing (empty =
 * outbound calls are enabled). For the logs only: public answers never name them.
 */
export function missingDiallingSecrets(config: FunctionConfig): string[] {
  if (config.diallingOff) return ['DIALLING=off'];
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
