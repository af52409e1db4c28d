import { type EnvReader, integer, type RateLimitRule } from '../_shared/env.ts';

/** The funnel's limits (FUNCTION_SETTINGS: defaults and ranges; documented in supabase/README.md). */
export interface FunnelLimits {
  /** Per network (IPv4 address, IPv6 /64): a minute and an hour (`funnel_net_*`). */
  networkMinute: RateLimitRule;
  networkHour: RateLimitRule;
  /** Per IPv6 /48 an hour (`funnel_net48_hour`). */
  net48Hour: RateLimitRule;
  /** Requests of the whole site an hour (`funnel_global_hour`). */
  globalHour: RateLimitRule;
}

export function readFunnelLimits(env: EnvReader): FunnelLimits {
  const rule = (name: string, windowSeconds: number) => ({
    max: integer(env, name),
    windowSeconds,
  });
  return {
    networkMinute: rule('FUNNEL_RATE_LIMIT_NETWORK_PER_MINUTE', 60),
    networkHour: rule('FUNNEL_RATE_LIMIT_NETWORK_PER_HOUR', 3_600),
    net48Hour: rule('FUNNEL_RATE_LIMIT_NET48_PER_HOUR', 3_600),
    globalHour: rule('FUNNEL_MAX_PER_HOUR', 3_600),
  };
}
