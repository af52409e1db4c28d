import type { RateLimitRule } from './env.ts';
import { HttpError } from './errors.ts';
import type { DemoRequestRepository } from './repository.ts';

export interface RateLimitCheck {
  /** `demo_ip` or `demo_phone`. */
  bucket: string;
  /** The client IP or the E.164 number (hashed at rest by the SQL function). */
  key: string;
  rule: RateLimitRule;
  /** Human words for the message ("address", "phone number"). */
  subject: string;
}

/** Counts one hit per check in order; the first one over its limit answers 429 with Retry-After. */
export async function enforceRateLimits(
  repository: DemoRequestRepository,
  checks: readonly RateLimitCheck[],
): Promise<void> {
  for (const { bucket, key, rule, subject } of checks) {
    const decision = await repository.hitRateLimit(bucket, key, rule.max, rule.windowSeconds);
    if (!decision.allowed) {
      const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterSeconds)));
      throw new HttpError(
        'rate_limited',
        `Too many demo requests from this ${subject}; try again in ${retryAfter} s`,
        { headers: { 'Retry-After': retryAfter } },
      );
    }
  }
}
