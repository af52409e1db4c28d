import { createVapiClient, isVapiError } from '@repo/platform-api';
import { HttpError } from './errors.ts';
import type { SchedulePlan } from './schedule.ts';

/** Body of `POST /call` for an outbound phone call. */
export interface OutboundCallBody {
  assistantId: string;
  phoneNumberId: string;
  customer: { number: string; name: string };
  schedulePlan?: SchedulePlan;
}

export interface PlacedCall {
  id: string;
}

/** The one Vapi operation the functions need; throws HttpError('vapi_error') on failure. */
export interface CallPlacer {
  placeCall(body: OutboundCallBody): Promise<PlacedCall>;
}

export interface CallPlacerOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

function describe(error: unknown): string {
  if (isVapiError(error)) {
    return error.status ? `Vapi answered ${error.status}` : `Vapi request failed (${error.code})`;
  }
  return 'Vapi request failed';
}

/** Places calls through `@repo/platform-api`; never retries (a retried POST could dial twice). */
export function createCallPlacer(options: CallPlacerOptions): CallPlacer {
  const client = createVapiClient({
    token: options.privateKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  return {
    async placeCall(body) {
      let created: unknown;
      try {
        created = await client.calls.create(body, {
          idempotent: false,
          maxRetries: 0,
          timeoutMs: options.timeoutMs ?? 15_000,
        });
      } catch (cause) {
        throw new HttpError('vapi_error', describe(cause), { cause });
      }
      const id = (created as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'string' || id.length === 0) {
        throw new HttpError('vapi_error', 'Vapi answered without a call id');
      }
      return { id };
    },
  };
}
