// What the local gateway lets in before routing: a loopback Host header (a DNS-rebinding page on
// another name that resolves to 127.0.0.1 is refused) and, from browsers, only the site's
// origins (SUPABASE_SITE_ORIGINS): any other page open in the developer's browser gets 403 and
// no CORS grant, so it can neither read the local leads nor call the functions.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { isAllowedOrigin } from '@hlasovy-asistent/validation';

export type GuardResult =
  | { ok: true; origin: string | null }
  | { ok: false; code: 'host_not_allowed' | 'origin_not_allowed'; message: string };

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/** A Host header naming 127.0.0.0/8, [::1] or localhost, with or without a port. */
function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

export function guardRequest(
  headers: IncomingHttpHeaders,
  siteOrigins: readonly string[],
): GuardResult {
  if (!isLoopbackHost(headers.host)) {
    return {
      ok: false,
      code: 'host_not_allowed',
      message: 'The local gateway answers only loopback host names (127.0.0.1, localhost, [::1])',
    };
  }
  const origin = headers.origin ?? null;
  if (origin !== null && !isAllowedOrigin(origin, siteOrigins)) {
    return {
      ok: false,
      code: 'origin_not_allowed',
      message: 'This origin is not one of SUPABASE_SITE_ORIGINS',
    };
  }
  return { ok: true, origin };
}

/**
 * Response headers for an allowed request: an upstream CORS grant names the request's origin
 * (never `*`), and a caching proxy is told the answer depends on it.
 */
export function corsForOrigin(
  upstream: IncomingHttpHeaders | OutgoingHttpHeaders,
  origin: string | null,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...upstream };
  if (origin === null) {
    delete headers['access-control-allow-origin'];
    return headers;
  }
  headers['access-control-allow-origin'] = origin;
  const vary = String(headers.vary ?? '');
  if (!/\borigin\b/i.test(vary)) headers.vary = vary ? `${vary}, Origin` : 'Origin';
  return headers;
}
