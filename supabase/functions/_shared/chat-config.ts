import type { ClientLimits } from './client-limits.ts';
import { type EnvReader, integer, type RateLimitRule } from './env.ts';

/** The per-client limits count turns (`chat_addr_*`, `chat_net_*`, `chat_net56_hour`, ...). */
interface ChatLimits extends ClientLimits {
  /** Turns of the whole site per hour (`chat_global_hour`). */
  globalHour: RateLimitRule;
}

export interface ChatConfig {
  /** `CHAT_MAX_TURNS` (default 20): visitor turns in one conversation. */
  maxTurns: number;
  /** `VOICE_TOKEN_MAX_AGE_SECONDS`: a conversation starts with the voice-call token. */
  tokenMaxAgeSeconds: number;
  rateLimits: ChatLimits;
}

const rule = (env: EnvReader, name: string, windowSeconds: number): RateLimitRule => ({
  max: integer(env, name),
  windowSeconds,
});

/** The chat settings (FUNCTION_SETTINGS: defaults and ranges; documented in supabase/README.md). */
export function readChatConfig(env: EnvReader): ChatConfig {
  return {
    maxTurns: integer(env, 'CHAT_MAX_TURNS'),
    tokenMaxAgeSeconds: integer(env, 'VOICE_TOKEN_MAX_AGE_SECONDS'),
    rateLimits: {
      addressMinute: rule(env, 'CHAT_RATE_LIMIT_ADDRESS_PER_MINUTE', 60),
      addressHour: rule(env, 'CHAT_RATE_LIMIT_ADDRESS_PER_HOUR', 3_600),
      networkMinute: rule(env, 'CHAT_RATE_LIMIT_NETWORK_PER_MINUTE', 60),
      networkHour: rule(env, 'CHAT_RATE_LIMIT_NETWORK_PER_HOUR', 3_600),
      net56Hour: rule(env, 'CHAT_RATE_LIMIT_NET56_PER_HOUR', 3_600),
      net48Hour: rule(env, 'CHAT_RATE_LIMIT_NET48_PER_HOUR', 3_600),
      globalHour: rule(env, 'CHAT_MAX_PER_HOUR', 3_600),
    },
  };
}
