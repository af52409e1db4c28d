import { ValidationError } from '../ValidationError.ts';
import { RATE_LIMIT_DEFAULTS } from './RATE_LIMIT_DEFAULTS.ts';
import type { RateLimiter, RateLimiterOptions, RateLimitResult } from './RateLimiter.ts';

/** Keyed sliding-window limiter: at most `limit` recorded attempts in any `windowMs`. */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const limit = options.limit ?? RATE_LIMIT_DEFAULTS.limit;
  const windowMs = options.windowMs ?? RATE_LIMIT_DEFAULTS.windowMs;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new ValidationError('invalid_option', `limit must be a positive integer, got ${limit}`);
  }
  if (!Number.isFinite(windowMs) || windowMs <= 0) {
    throw new ValidationError('invalid_option', `windowMs must be positive, got ${windowMs}`);
  }
  const attempts = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const kept = (attempts.get(key) ?? []).filter((t) => t > at - windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };

  const result = (times: readonly number[], at: number): RateLimitResult => {
    const remaining = Math.max(0, limit - times.length);
    const oldest = times[times.length - limit];
    const retryAfterMs = remaining > 0 || oldest === undefined ? 0 : oldest + windowMs - at;
    return { allowed: remaining > 0, remaining, retryAfterMs };
  };

  return {
    attempt(key) {
      const at = now();
      const times = recent(key, at);
      if (times.length >= limit) return result(times, at);
      const next = [...times, at];
      attempts.set(key, next);
      return { ...result(next, at), allowed: true };
    },
    peek(key) {
      const at = now();
      return result(recent(key, at), at);
    },
    reset(key) {
      if (key === undefined) attempts.clear();
      else attempts.delete(key);
    },
  };
}
