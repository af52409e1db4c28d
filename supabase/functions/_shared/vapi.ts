import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';
import type { SchedulePlan } from './schedule.ts';

/** Vapi's `customer.name` allows at most 40 characters (CreateCustomerDTO). */
const VAPI_CUSTOMER_NAME_MAX = 40;

/** Body of `POST /call` for an outbound phone call. */
export interface OutboundCallBody {
  assistantId: string;
  phoneNumberId: string;
  customer: { number: string; name: string };
  schedulePlan?: SchedulePlan;
}

/**
 * The name as Vapi's customer schema takes it: NFC, at most 40 characters (code points, as JSON
 * Schema counts them), cut at the last space when that keeps at least half, trimmed. The full
 * name stays in demo_requests.
 */
export function vapiCustomerName(name: string): string {
  const chars = Array.from(name.normalize('NFC').trim());
  if (chars.length <= VAPI_CUSTOMER_NAME_MAX) return chars.join('');
  const cut = chars.slice(0, VAPI_CUSTOMER_NAME_MAX).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= VAPI_CUSTOMER_NAME_MAX / 2 ? cut.slice(0, space) : cut).trim();
}

/** What one placement (with its own retries) came to. `reason` is for logs, never for callers. */
type PlaceCallResult =
  | { ok: true; id: string; attempts: number }
  | { ok: false; retryable: boolean; reason: string; attempts: number };

/** The one Vapi operation the functions need. */
export interface CallPlacer {
  /** Up to `maxAttempts` POST /call; retries 408, 429, 5xx, timeouts and network failures. */
  placeCall(body: OutboundCallBody, maxAttempts: number): Promise<PlaceCallResult>;
}

export interface CallPlacerOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** One attempt. */
  timeoutMs: number;
  /** First backoff step (doubles per retry, jitter; Retry-After honoured up to 30 s). */
  retryDelayMs: number;
  sleep?: (ms: number) => Promise<void>;
}

function describe(error: unknown): { retryable: boolean; reason: string } {
  if (!isVapiError(error)) return { retryable: false, reason: 'Vapi request failed' };
  const { status, code } = error;
  if (status === undefined) return { retryable: code !== 'aborted', reason: `Vapi ${code}` };
  const retryable = status === 408 || status === 429 || status >= 500;
  return { retryable, reason: `Vapi answered ${status}` };
}

/**
 * Places calls through `@hlasovy-asistent/platform-api`'s retries (408/429/5xx/timeout/network, backoff with
 * jitter). A 4xx refusal (400, 401, 402, 403, 404, 422) is not retried: the same body would be
 * refused again. A timed-out POST may have reached Vapi, so a retry can dial twice: the number
 * of attempts is bounded (VAPI_MAX_ATTEMPTS) and every one is recorded.
 */
export function createCallPlacer(options: CallPlacerOptions): CallPlacer {
  return {
    async placeCall(body, maxAttempts) {
      let attempts = 1;
      const client = createVapiClient({
        token: options.privateKey,
        baseUrl: options.baseUrl,
        fetch: options.fetch,
        retryDelayMs: options.retryDelayMs,
        maxRetryDelayMs: 30_000,
        onRetry: () => {
          attempts += 1;
        },
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
      try {
        const created = await client.calls.create(body, {
          idempotent: maxAttempts > 1,
          maxRetries: Math.max(0, maxAttempts - 1),
          timeoutMs: options.timeoutMs,
        });
        const id = (created as { id?: unknown } | undefined)?.id;
        if (typeof id === 'string' && id.length > 0) return { ok: true, id, attempts };
        return { ok: false, retryable: false, reason: 'Vapi answered without a call id', attempts };
      } catch (error) {
        return { ok: false, ...describe(error), attempts };
      }
    },
  };
}
