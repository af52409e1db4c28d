import { createRateLimiter } from './createRateLimiter.ts';
import { SITE_RATE_LIMIT } from './RATE_LIMIT_DEFAULTS.ts';
import type { RateLimiter } from './RateLimiter.ts';

/** The site's limiter: 5 attempts per 60 s per key (`voice_call`, `demo_request`). */
export function createSiteRateLimiter(now?: () => number): RateLimiter {
  return createRateLimiter(now ? { ...SITE_RATE_LIMIT, now } : SITE_RATE_LIMIT);
}
