import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';

/** What printed bodies, plans and snapshots show instead of the server secret. */
export const REDACTED = '[redacted: VAPI_WEBHOOK_SECRET]';

type Json = Record<string, unknown>;

type Headers = Record<string, unknown>;

/** The header objects that carry the secret: the assistant's server and each tool's server. */
function secretHeaders(copy: Json): Headers[] {
  const servers = [copy.server];
  const tools = (copy.model as { tools?: unknown } | undefined)?.tools;
  if (Array.isArray(tools)) servers.push(...tools.map((tool) => (tool as Json | null)?.server));
  return servers
    .map((server) => (server as { headers?: Headers } | null | undefined)?.headers)
    .filter((headers): headers is Headers => typeof headers === 'object' && headers !== null)
    .filter((headers) => VAPI_EVENTS_SECRET_HEADER in headers);
}

/** A copy without the server secret (printed output and snapshot files never carry it). */
export function redactSecret<T>(assistant: T): T {
  const copy = structuredClone(assistant) as Json;
  for (const headers of secretHeaders(copy)) headers[VAPI_EVENTS_SECRET_HEADER] = REDACTED;
  return copy as T;
}

/** The reverse for a restored snapshot: the current secret goes back where it was redacted. */
export function restoreSecret<T>(assistant: T, secret: string): T {
  const copy = structuredClone(assistant) as Json;
  for (const headers of secretHeaders(copy)) {
    if (headers[VAPI_EVENTS_SECRET_HEADER] === REDACTED)
      headers[VAPI_EVENTS_SECRET_HEADER] = secret;
  }
  return copy as T;
}
