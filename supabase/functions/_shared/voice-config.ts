import { type EnvReader, integer, type RateLimitRule, text } from './env.ts';

/** How the browser talks to the assistant: Daily (Vapi web call) or Vapi's WebSocket transport. */
export type VoiceTransport = 'daily' | 'websocket';

export interface VoiceConfig {
  /** `VOICE_TRANSPORT`; production default `daily` (SPEC), the local stack sets `websocket`. */
  transport: VoiceTransport;
  rateLimits: {
    /** Voice calls per client IP (`voice_ip`). */
    ip: RateLimitRule;
    /** Voice calls of the whole site per hour (`voice_global_hour`). */
    globalHour: RateLimitRule;
  };
}

/** The voice settings (defaults documented in supabase/README.md). */
export function readVoiceConfig(env: EnvReader): VoiceConfig {
  const transport = text(env, 'VOICE_TRANSPORT')?.toLowerCase();
  return {
    transport: transport === 'websocket' ? 'websocket' : 'daily',
    rateLimits: {
      ip: {
        max: integer(env, 'VOICE_RATE_LIMIT_IP_MAX'),
        windowSeconds: integer(env, 'VOICE_RATE_LIMIT_IP_WINDOW_SECONDS'),
      },
      globalHour: { max: integer(env, 'VOICE_MAX_PER_HOUR'), windowSeconds: 3600 },
    },
  };
}
