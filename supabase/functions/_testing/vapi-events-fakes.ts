import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import { createConsoleLogger } from '../_shared/logger.ts';
import { createHandler, type VapiEventsConfig } from '../vapi-events/index.ts';
import { createMemoryCallEventStore, type MemoryCallEventOptions } from './memory-call-events.ts';

const EVENTS_URL = 'http://localhost/functions/v1/vapi-events';
export const WEBHOOK_SECRET = 'a-vapi-webhook-secret-of-32-chars-or-more';

/** The vapi-events handler over an in-memory store, with a log that keeps its lines. */
export function createEventsHarness(
  events: Partial<VapiEventsConfig> = {},
  storeOptions: MemoryCallEventOptions = {},
) {
  const store = createMemoryCallEventStore(storeOptions);
  const lines: string[] = [];
  const sink = {
    warn: (...parts: unknown[]) => lines.push(parts.map((p) => JSON.stringify(p)).join(' ')),
    error: (...parts: unknown[]) => lines.push(parts.map((p) => JSON.stringify(p)).join(' ')),
  };
  const handler = createHandler({
    config: { siteOrigins: [] },
    events: { webhookSecret: WEBHOOK_SECRET, recordingEnabled: false, ...events },
    store,
    logger: createConsoleLogger('vapi-events', sink),
  });
  return { handler, store, lines };
}

export interface EventRequestOptions {
  secret?: string | null;
  method?: string;
  contentType?: string;
}

/** A POST as Vapi sends it: JSON, the secret header from the assistant's `server.headers`. */
export function eventRequest(body: unknown, options: EventRequestOptions = {}): Request {
  const headers: Record<string, string> = {
    'Content-Type': options.contentType ?? 'application/json',
  };
  const secret = options.secret === undefined ? WEBHOOK_SECRET : options.secret;
  if (secret !== null) headers[VAPI_EVENTS_SECRET_HEADER] = secret;
  const method = options.method ?? 'POST';
  return new Request(EVENTS_URL, {
    method,
    headers,
    ...(method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const CALL = {
  id: 'call-abc-1',
  orgId: 'org-1',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  type: 'outboundPhoneCall',
};

export function statusUpdate(status: string, extra: Record<string, unknown> = {}) {
  return { message: { type: 'status-update', status, timestamp: 1, call: CALL, ...extra } };
}

export function endOfCallReport(extra: Record<string, unknown> = {}) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      cost: 0.1234,
      startedAt: '2026-11-25T10:00:05.000Z',
      endedAt: '2026-11-25T10:01:35.000Z',
      artifact: { recording: { mono: { combinedUrl: 'https://storage.vapi.ai/call-abc-1.wav' } } },
      analysis: {},
      customer: { number: '+421901234567' },
      call: CALL,
      ...extra,
    },
  };
}
