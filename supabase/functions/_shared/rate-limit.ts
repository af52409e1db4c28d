import type { RateLimitRule } from './env.ts';
import { HttpError } from './errors.ts';
import type { DemoRequestRepository } from './repository.ts';

export interface RateLimitCheck {
  /** e.g. `demo_ip`, `demo_phone`, `voice_ip`, `voice_global_hour`. */
  bucket: string;
  /** The client IP or the E.164 number (hashed at rest by the SQL function). */
  key: string;
  rule: RateLimitRule;
  /** Human words for the message ("address", "phone number"). */
  subject: string;
  /**
   * The refusal's first words; default `Too many demo requests from this <subject>`.
   * `; try again in N s` is appended.
   */
  message?: string;
}

/** Counts one hit per check in order; the first one over its limit answers 429 with Retry-After. */
export async function enforceRateLimits(
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>,
  checks: readonly RateLimitCheck[],
): Promise<void> {
  for (const { bucket, key, rule, subject, message } of checks) {
    const decision = await repository.hitRateLimit(bucket, key, rule.max, rule.windowSeconds);
    if (!decision.allowed) {
      const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterSeconds)));
      const refusal = message ?? `Too many demo requests from this ${subject}`;
      throw new HttpError('rate_limited', `${refusal}; try again in ${retryAfter} s`, {
        headers: { 'Retry-After': retryAfter },
      });
    }
  }
}
