import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';

/** What printed bodies, plans and snapshots show instead of the server secret. */
export const REDACTED = '[redacted: VAPI_WEBHOOK_SECRET]';

type Json = Record<string, unknown>;

/** A copy without the server secret (printed output and snapshot files never carry it). */
export function redactSecret<T>(assistant: T): T {
  const copy = structuredClone(assistant) as Json;
  const server = copy.server as { headers?: Record<string, unknown> } | undefined;
  if (server?.headers && VAPI_EVENTS_SECRET_HEADER in server.headers) {
    server.headers[VAPI_EVENTS_SECRET_HEADER] = REDACTED;
  }
  return copy as T;
}

/** The reverse for a restored snapshot: the current secret goes back where it was redacted. */
export function restoreSecret<T>(assistant: T, secret: string): T {
  const copy = structuredClone(assistant) as Json;
  const server = copy.server as { headers?: Record<string, unknown> } | undefined;
  if (server?.headers?.[VAPI_EVENTS_SECRET_HEADER] === REDACTED) {
    server.headers[VAPI_EVENTS_SECRET_HEADER] = secret;
  }
  return copy as T;
}
