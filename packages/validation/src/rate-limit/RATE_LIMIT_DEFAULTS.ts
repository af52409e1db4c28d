/** Defaults of the generic limiter: 10 attempts per 60000 ms. */
export const RATE_LIMIT_DEFAULTS = { limit: 10, windowMs: 60_000 } as const;

/** The site's instance: 5 attempts per 60 s per key. */
export const SITE_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

/** Keys used with the site's limiter. */
export const RATE_LIMIT_KEYS = {
  voiceCall: 'voice_call',
  demoRequest: 'demo_request',
} as const;
