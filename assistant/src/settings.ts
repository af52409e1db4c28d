import {
  integerSetting,
  VAPI_EVENTS_SECRET_MIN_LENGTH,
  ValidationError,
} from '@hlasovy-asistent/validation';
import { AssistantError } from './AssistantError.ts';

/** Everything the definition takes from the environment (README: "Settings"). */
export interface AssistantSettings {
  /** VAPI_ASSISTANT_NAME: the assistant is found on Vapi by this name (at most 40 characters). */
  name: string;
  /** VITE_PRODUCT_NAME: what the assistant calls itself (the site's product name). */
  productName: string;
  /** VOICE_MAX_DURATION_SECONDS: every call ends after this many seconds (the functions' setting). */
  maxDurationSeconds: number;
  /**
   * VOICE_SILENCE_TIMEOUT_SECONDS: a call in which the visitor says nothing this long ends (the
   * functions' setting).
   */
  silenceTimeoutSeconds: number;
  /**
   * VITE_RECORDING_RETENTION_DAYS, the number /gdpr shows: 0 = calls are not recorded; null =
   * not set (nothing is recorded, and sync refuses until it is set).
   */
  recordingRetentionDays: number | null;
  /** VAPI_EVENTS_URL, else `${SUPABASE_URL}/functions/v1/vapi-events`; undefined without both. */
  eventsUrl: string | undefined;
  /** VAPI_TOOLS_URL, else `${SUPABASE_URL}/functions/v1/vapi-tools`: the booking tools' server. */
  toolsUrl: string | undefined;
  /** VAPI_WEBHOOK_SECRET: sent by Vapi in `x-vapi-secret` with every server message (events). */
  webhookSecret: string | undefined;
  /**
   * VAPI_TOOLS_SECRET: the `x-vapi-secret` of the booking tools' server (`vapi-tools`); never the
   * events' secret, so a tool's configuration that reaches a browser cannot forge costs.
   */
  toolsSecret: string | undefined;
}

const DEFAULT_ASSISTANT_NAME = 'Slovenský demo asistent';
/** VITE_PRODUCT_NAME's default, as the site's. */
export const DEFAULT_PRODUCT_NAME = 'Hlasový asistent';

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

/** A whole number within [min, max], or the fallback when unset; anything else names the setting. */
function wholeNumber(env: Env, name: string, min: number, max: number, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
    throw new AssistantError(
      'invalid_setting',
      `${name} must be a whole number from ${min} to ${max}, got "${raw}"`,
    );
  }
  return parsed;
}

/**
 * An integer setting the functions read too: its range and default are the one catalogue's
 * (`@hlasovy-asistent/validation`'s settings), so the assistant and the calls never disagree.
 */
function catalogued(env: Env, name: string): number {
  try {
    const value = integerSetting(env, name);
    if (value !== undefined) return value;
  } catch (error) {
    if (error instanceof ValidationError)
      throw new AssistantError('invalid_setting', error.message);
    throw error;
  }
  throw new Error(`${name} has no default in the settings catalogue`);
}

/** `<setting>`, else the function `name` under SUPABASE_URL; undefined without both. */
function functionUrlOf(env: Env, setting: string, name: string): string | undefined {
  const explicit = value(env, setting);
  const base = value(env, 'SUPABASE_URL');
  const url = explicit ?? (base ? `${base.replace(/\/+$/, '')}/functions/v1/${name}` : undefined);
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.toString();
  } catch {}
  throw new AssistantError('invalid_setting', `${setting} is not an http(s) URL: "${url}"`);
}

/** A server secret: unset, or at least VAPI_EVENTS_SECRET_MIN_LENGTH characters. */
function secretSetting(env: Env, name: string): string | undefined {
  const secret = value(env, name);
  if (secret !== undefined && secret.length < VAPI_EVENTS_SECRET_MIN_LENGTH) {
    throw new AssistantError(
      'invalid_setting',
      `${name} must be at least ${VAPI_EVENTS_SECRET_MIN_LENGTH} characters`,
    );
  }
  return secret;
}

/** Reads and checks the settings; a malformed one is an `invalid_setting` naming it. */
export function readAssistantSettings(env: Env): AssistantSettings {
  const name = value(env, 'VAPI_ASSISTANT_NAME') ?? DEFAULT_ASSISTANT_NAME;
  if ([...name].length > 40) {
    throw new AssistantError(
      'invalid_setting',
      'VAPI_ASSISTANT_NAME must be at most 40 characters',
    );
  }
  const secret = secretSetting(env, 'VAPI_WEBHOOK_SECRET');
  const toolsSecret = secretSetting(env, 'VAPI_TOOLS_SECRET');
  if (secret !== undefined && secret === toolsSecret) {
    throw new AssistantError(
      'invalid_setting',
      'VAPI_TOOLS_SECRET must differ from VAPI_WEBHOOK_SECRET (the tools travel with every call; the events secret records costs)',
    );
  }
  const recording = value(env, 'VITE_RECORDING_RETENTION_DAYS');
  return {
    name,
    productName: value(env, 'VITE_PRODUCT_NAME') ?? DEFAULT_PRODUCT_NAME,
    maxDurationSeconds: catalogued(env, 'VOICE_MAX_DURATION_SECONDS'),
    silenceTimeoutSeconds: catalogued(env, 'VOICE_SILENCE_TIMEOUT_SECONDS'),
    recordingRetentionDays:
      recording === undefined
        ? null
        : wholeNumber(env, 'VITE_RECORDING_RETENTION_DAYS', 0, 3650, 0),
    eventsUrl: functionUrlOf(env, 'VAPI_EVENTS_URL', 'vapi-events'),
    toolsUrl: functionUrlOf(env, 'VAPI_TOOLS_URL', 'vapi-tools'),
    webhookSecret: secret,
    toolsSecret,
  };
}

/** What sync needs beyond print: the server URLs, their secrets and the recording decision. */
export function missingForSync(settings: AssistantSettings): string[] {
  return [
    settings.eventsUrl ? null : 'VAPI_EVENTS_URL (or SUPABASE_URL)',
    settings.toolsUrl ? null : 'VAPI_TOOLS_URL (or SUPABASE_URL)',
    settings.webhookSecret ? null : 'VAPI_WEBHOOK_SECRET',
    settings.toolsSecret ? null : 'VAPI_TOOLS_SECRET',
    settings.recordingRetentionDays === null ? 'VITE_RECORDING_RETENTION_DAYS' : null,
  ].filter((name): name is string => name !== null);
}
