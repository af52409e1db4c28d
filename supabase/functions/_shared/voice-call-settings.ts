import type { VoiceTransportName } from '@hlasovy-asistent/validation';
import type { ClientLimits } from './client-limits.ts';
import { type EnvReader, integer, type RateLimitRule, text } from './env.ts';

/** The per-client limits count calls (`voice_addr_*`, `voice_net_*`, `voice_net56_hour`, ...). */
interface VoiceLimits extends ClientLimits {
  /** Voice calls of the whole site per hour (`voice_global_hour`). */
  globalHour: RateLimitRule;
  /** Voice-call tokens per network (`voice_token_net`). */
  tokenNetwork: RateLimitRule;
}

export interface VoiceCallSettings {
  /** `VOICE_TRANSPORT`; production default `daily`, the local stack sets `websocket`. */
  transport: VoiceTransportName;
  /**
   * `VOICE_BROWSER_CREATED_CALLS=true`: vapi-config hands the public key to the browser, which
   * creates Daily calls itself, outside every server limit (the original browser-created mode).
   */
  browserCreatedCalls: boolean;
  /** `VOICE_MAX_DURATION_SECONDS` (default 300, Vapi's range 10-43200). */
  maxDurationSeconds: number;
  /**
   * `VOICE_SILENCE_TIMEOUT_SECONDS` (default 20, 10-1000): the assistant's goodbye; Vapi's own end
   * comes 10 s later (startVoiceCall.ts).
   */
  silenceTimeoutSeconds: number;
  /**
   * Concurrent browser voice calls: `VAPI_CONCURRENCY_LIMIT` (the organisation's, default 10)
   * minus `DIAL_RESERVED_CONCURRENCY` (kept for outbound demo calls, default 2).
   */
  maxConcurrent: number;
  /** `VOICE_MAX_CONCURRENT_PER_NETWORK` (default 2): places one network may hold at once. */
  maxConcurrentPerNetwork: number;
  /** `VOICE_MAX_CONCURRENT_PER_NET56` (3) and `_NET48` (4): places one IPv6 prefix may hold. */
  maxConcurrentPerNet56: number;
  maxConcurrentPerNet48: number;
  /** `VOICE_TOKEN_MAX_AGE_SECONDS` (default 600): voice-call tokens older than this are refused. */
  tokenMaxAgeSeconds: number;
  rateLimits: VoiceLimits;
}

/** A limit of `name` (FUNCTION_SETTINGS in @hlasovy-asistent/validation: its default and range). */
function rule(env: EnvReader, name: string, windowSeconds: number): RateLimitRule {
  return { max: integer(env, name), windowSeconds };
}

/** The voice settings (defaults documented in supabase/README.md). */
export function readVoiceCallSettings(env: EnvReader): VoiceCallSettings {
  const transport = text(env, 'VOICE_TRANSPORT')?.toLowerCase();
  const organisation = integer(env, 'VAPI_CONCURRENCY_LIMIT');
  const keep = integer(env, 'DIAL_RESERVED_CONCURRENCY');
  return {
    transport: transport === 'websocket' ? 'websocket' : 'daily',
    browserCreatedCalls: text(env, 'VOICE_BROWSER_CREATED_CALLS')?.toLowerCase() === 'true',
    maxDurationSeconds: integer(env, 'VOICE_MAX_DURATION_SECONDS'),
    silenceTimeoutSeconds: integer(env, 'VOICE_SILENCE_TIMEOUT_SECONDS'),
    maxConcurrent: Math.max(0, organisation - keep),
    maxConcurrentPerNetwork: integer(env, 'VOICE_MAX_CONCURRENT_PER_NETWORK'),
    maxConcurrentPerNet56: integer(env, 'VOICE_MAX_CONCURRENT_PER_NET56'),
    maxConcurrentPerNet48: integer(env, 'VOICE_MAX_CONCURRENT_PER_NET48'),
    tokenMaxAgeSeconds: integer(env, 'VOICE_TOKEN_MAX_AGE_SECONDS'),
    rateLimits: {
      addressMinute: rule(env, 'VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE', 60),
      addressHour: rule(env, 'VOICE_RATE_LIMIT_ADDRESS_PER_HOUR', 3_600),
      networkMinute: rule(env, 'VOICE_RATE_LIMIT_NETWORK_PER_MINUTE', 60),
      networkHour: rule(env, 'VOICE_RATE_LIMIT_NETWORK_PER_HOUR', 3_600),
      net56Hour: rule(env, 'VOICE_RATE_LIMIT_NET56_PER_HOUR', 3_600),
      net48Hour: rule(env, 'VOICE_RATE_LIMIT_NET48_PER_HOUR', 3_600),
      globalHour: rule(env, 'VOICE_MAX_PER_HOUR', 3_600),
      tokenNetwork: rule(env, 'VOICE_TOKEN_RATE_LIMIT_PER_MINUTE', 60),
    },
  };
}
