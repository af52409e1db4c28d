/** Outcome of one attempt (or a peek at the next one). */
export interface RateLimitResult {
  allowed: boolean;
  /** Attempts still allowed in the current window after this one. */
  remaining: number;
  /** Milliseconds until the next attempt will be allowed; 0 when one is allowed now. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Records an attempt for `key` if allowed; refused attempts are not recorded. */
  attempt(key: string): RateLimitResult;
  /** What `attempt` would answer, without recording anything. */
  peek(key: string): RateLimitResult;
  /** Forgets one key, or every key when called without one. */
  reset(key?: string): void;
}

export interface RateLimiterOptions {
  /** Attempts allowed per window; default 10. */
  limit?: number;
  /** Sliding window length in ms; default 60000. */
  windowMs?: number;
  /** Clock in epoch milliseconds; default `Date.now`. */
  now?: () => number;
}
