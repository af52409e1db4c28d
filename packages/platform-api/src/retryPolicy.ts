/** Methods that are safe to repeat: retried by default. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method);
}

/** 408, 429 and 5xx are worth another attempt. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** `Retry-After` as delay in ms: delta-seconds or an HTTP date; undefined when absent/invalid. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export interface BackoffInput {
  attempt: number;
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
  retryAfterMs?: number | undefined;
}

/** Exponential backoff with full jitter, or the server's Retry-After (capped at maxDelayMs). */
export function backoffDelay(input: BackoffInput): number {
  if (input.retryAfterMs !== undefined) return Math.min(input.retryAfterMs, input.maxDelayMs);
  const ceiling = Math.min(input.maxDelayMs, input.baseDelayMs * 2 ** input.attempt);
  return Math.round(ceiling / 2 + (input.random() * ceiling) / 2);
}
