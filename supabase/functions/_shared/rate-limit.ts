import type { RateLimitRule } from './env.ts';
import { HttpError } from './errors.ts';
import type { DemoRequestRepository } from './repository.ts';

export interface RateLimitCheck {
  /** e.g. `demo_ip`, `demo_phone`, `voice_ip_minute`, `voice_global_hour`. */
  bucket: string;
  /** The client IP or the E.164 number (hashed at rest by the SQL function). */
  key: string;
  rule: RateLimitRule;
}

/**
 * The API's one refusal of every rate limit (the body of `429 rate_limited`), whichever bucket
 * refused: an answer must not tell a stranger that a number asked for a call today, or which limit
 * someone else's requests filled. The site shows its own copy per code; the browser's own voice
 * limit is RATE_LIMITED_MESSAGE (@hlasovy-asistent/validation).
 */
/** Retry-After of every voice-call and chat 429 (and voice-call-token's), whichever limit refused. */
export const VOICE_RETRY_AFTER_SECONDS = 600;
/** Retry-After of every 429 of handle-demo-request and demo-form-token, whichever limit refused. */
export const DEMO_RETRY_AFTER_SECONDS = 3_600;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Try again later.';

/**
 * Counts one hit per check in order; the first one over its limit answers 429 with the one
 * message and `Retry-After`: `retryAfterSeconds` (the same for every bucket of an endpoint), or
 * with `'window'` the refusing limit's own wait (at most its window), also in the body as
 * `retryAfterSeconds` so the page can say when to go on (a chat: a minute, not ten).
 */
export async function enforceRateLimits(
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>,
  checks: readonly RateLimitCheck[],
  retryAfterSeconds: number | 'window',
): Promise<void> {
  for (const { bucket, key, rule } of checks) {
    const decision = await repository.hitRateLimit(bucket, key, rule.max, rule.windowSeconds);
    if (decision.allowed) continue;
    if (retryAfterSeconds !== 'window') throw rateLimited(retryAfterSeconds);
    const wait = Math.min(rule.windowSeconds, decision.retryAfterSeconds || rule.windowSeconds);
    throw rateLimited(wait, { inBody: true });
  }
}

/** `429 rate_limited` with the one message (`inBody`: the wait in the body too). */
export function rateLimited(
  retryAfterSeconds: number,
  options: { inBody?: boolean } = {},
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError('rate_limited', TOO_MANY_REQUESTS_MESSAGE, {
    headers: { 'Retry-After': String(seconds) },
    ...(options.inBody ? { details: { retryAfterSeconds: seconds } } : {}),
  });
}
