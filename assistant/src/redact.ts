import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';

/** What printed bodies, plans and snapshots show instead of the events' secret. */
export const REDACTED = '[redacted: VAPI_WEBHOOK_SECRET]';
/** ... and instead of the booking tools' secret. */
export const REDACTED_TOOLS = '[redacted: VAPI_TOOLS_SECRET]';

type Json = Record<string, unknown>;

type Headers = Record<string, unknown>;

/** The secrets a definition carries: the events' (its server) and the tools' (each tool's). */
export interface AssistantSecrets {
  events: string;
  tools: string;
}

const headersOf = (server: unknown): Headers | null => {
  const headers = (server as { headers?: unknown } | null | undefined)?.headers;
  return typeof headers === 'object' && headers !== null && VAPI_EVENTS_SECRET_HEADER in headers
    ? (headers as Headers)
    : null;
};

/** The header objects that carry a secret, each with what stands in for it when redacted. */
function secretHeaders(copy: Json): [Headers, keyof AssistantSecrets, string][] {
  const found: [Headers, keyof AssistantSecrets, string][] = [];
  const own = headersOf(copy.server);
  if (own) found.push([own, 'events', REDACTED]);
  const tools = (copy.model as { tools?: unknown } | undefined)?.tools;
  for (const tool of Array.isArray(tools) ? tools : []) {
    const headers = headersOf((tool as Json | null)?.server);
    if (headers) found.push([headers, 'tools', REDACTED_TOOLS]);
  }
  return found;
}

/** A copy without the server secrets (printed output and snapshot files never carry them). */
export function redactSecret<T>(assistant: T): T {
  const copy = structuredClone(assistant) as Json;
  for (const [headers, , label] of secretHeaders(copy)) headers[VAPI_EVENTS_SECRET_HEADER] = label;
  return copy as T;
}

/** The secret values of a definition (live or desired), by kind: a rotation is a change. */
export function secretsOf(assistant: unknown): Record<keyof AssistantSecrets, unknown[]> {
  const found: Record<keyof AssistantSecrets, unknown[]> = { events: [], tools: [] };
  const copy = (assistant ?? {}) as Json;
  for (const [headers, kind] of secretHeaders(copy)) {
    found[kind].push(headers[VAPI_EVENTS_SECRET_HEADER]);
  }
  return found;
}

/**
 * The reverse for a restored snapshot: the current secrets go back where they were redacted (a
 * tool's header redacted as the events' secret, from before the tools had their own, gets the
 * tools' secret too: that is what `vapi-tools` checks now).
 */
export function restoreSecret<T>(assistant: T, secrets: AssistantSecrets): T {
  const copy = structuredClone(assistant) as Json;
  for (const [headers, kind, label] of secretHeaders(copy)) {
    const value = headers[VAPI_EVENTS_SECRET_HEADER];
    if (value === label || value === REDACTED) headers[VAPI_EVENTS_SECRET_HEADER] = secrets[kind];
  }
  return copy as T;
}
