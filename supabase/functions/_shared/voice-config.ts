import { type EnvReader, positiveInt, type RateLimitRule, text } from './env.ts';

/** How the browser talks to the assistant: Daily (Vapi web call) or Vapi's WebSocket transport. */
export type VoiceTransport = 'daily' | 'websocket';

export interface VoiceLimits {
  /** Per exact client address: per minute and per hour (`voice_addr_minute`, `voice_addr_hour`). */
  addressMinute: RateLimitRule;
  addressHour: RateLimitRule;
  /** Per network (IPv4 address, IPv6 /64): per minute and per hour (`voice_net_*`). */
  networkMinute: RateLimitRule;
  networkHour: RateLimitRule;
  /** Voice calls of the whole site per hour (`voice_global_hour`). */
  globalHour: RateLimitRule;
  /** Voice-call tokens per network (`voice_token_net`). */
  tokenNetwork: RateLimitRule;
}

export interface VoiceConfig {
  /** `VOICE_TRANSPORT`; production default `daily` (SPEC), the local stack sets `websocket`. */
  transport: VoiceTransport;
  /**
   * `VOICE_BROWSER_CREATED_CALLS=true`: vapi-config hands the public key to the browser, which
   * creates Daily calls itself, outside every server limit (the SPEC's original mode).
   */
  browserCreatedCalls: boolean;
  /** `VOICE_MAX_DURATION_SECONDS` (default 300, Vapi's range 10-43200). */
  maxDurationSeconds: number;
  /** `VOICE_SILENCE_TIMEOUT_SECONDS` (default 30, Vapi's range 10-3600). */
  silenceTimeoutSeconds: number;
  /**
   * Concurrent browser voice calls: `VAPI_CONCURRENCY_LIMIT` (the organisation's, default 10)
   * minus `DIAL_RESERVED_CONCURRENCY` (kept for outbound demo calls, default 2).
   */
  maxConcurrent: number;
  /** `VOICE_MAX_CONCURRENT_PER_NETWORK` (default 2): places one network may hold at once. */
  maxConcurrentPerNetwork: number;
  /** `VOICE_TOKEN_MAX_AGE_SECONDS` (default 600): voice-call tokens older than this are refused. */
  tokenMaxAgeSeconds: number;
  rateLimits: VoiceLimits;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function rule(env: EnvReader, name: string, max: number, windowSeconds: number): RateLimitRule {
  return { max: positiveInt(env, name, max), windowSeconds };
}

/** The voice settings (defaults documented in supabase/README.md). */
export function readVoiceConfig(env: EnvReader): VoiceConfig {
  const transport = text(env, 'VOICE_TRANSPORT')?.toLowerCase();
  const organisation = positiveInt(env, 'VAPI_CONCURRENCY_LIMIT', 10);
  const reserved = Number(text(env, 'DIAL_RESERVED_CONCURRENCY') ?? 2);
  const keep = Number.isInteger(reserved) && reserved >= 0 ? reserved : 2;
  return {
    transport: transport === 'websocket' ? 'websocket' : 'daily',
    browserCreatedCalls: text(env, 'VOICE_BROWSER_CREATED_CALLS')?.toLowerCase() === 'true',
    maxDurationSeconds: clamp(positiveInt(env, 'VOICE_MAX_DURATION_SECONDS', 300), 10, 43_200),
    silenceTimeoutSeconds: clamp(positiveInt(env, 'VOICE_SILENCE_TIMEOUT_SECONDS', 30), 10, 3_600),
    maxConcurrent: Math.max(0, organisation - keep),
    maxConcurrentPerNetwork: positiveInt(env, 'VOICE_MAX_CONCURRENT_PER_NETWORK', 2),
    tokenMaxAgeSeconds: positiveInt(env, 'VOICE_TOKEN_MAX_AGE_SECONDS', 600),
    rateLimits: {
      addressMinute: rule(env, 'VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE', 2, 60),
      addressHour: rule(env, 'VOICE_RATE_LIMIT_ADDRESS_PER_HOUR', 6, 3_600),
      networkMinute: rule(env, 'VOICE_RATE_LIMIT_NETWORK_PER_MINUTE', 4, 60),
      networkHour: rule(env, 'VOICE_RATE_LIMIT_NETWORK_PER_HOUR', 12, 3_600),
      globalHour: rule(env, 'VOICE_MAX_PER_HOUR', 60, 3_600),
      tokenNetwork: rule(env, 'VOICE_TOKEN_RATE_LIMIT_PER_MINUTE', 10, 60),
    },
  };
}
