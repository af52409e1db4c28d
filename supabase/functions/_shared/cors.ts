import { CORS_PREFLIGHT_MAX_AGE_SECONDS, isAllowedOrigin } from '@hlasovy-asistent/validation';
import { HttpError } from './errors.ts';

export { DEFAULT_SITE_ORIGINS, parseOrigins } from '@hlasovy-asistent/validation';

/** Headers supabase-js sends with `functions.invoke`, plus the JSON content type. */
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';

/** CORS headers for a response: the request's origin echoed only when it is allowed. */
export function corsHeaders(
  req: Request,
  allowed: readonly string[],
  methods: string,
): Record<string, string> {
  const origin = req.headers.get('Origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (!isAllowedOrigin(origin, allowed) || origin === null) return headers;
  headers['Access-Control-Allow-Origin'] = origin;
  headers['Access-Control-Allow-Methods'] = methods;
  headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
  headers['Access-Control-Max-Age'] = String(CORS_PREFLIGHT_MAX_AGE_SECONDS);
  return headers;
}

/** Answer to an OPTIONS preflight: 204 for an allowed origin, 403 origin_not_allowed otherwise. */
export function preflightResponse(
  req: Request,
  allowed: readonly string[],
  methods: string,
): Response {
  if (!isAllowedOrigin(req.headers.get('Origin'), allowed)) {
    throw new HttpError('origin_not_allowed', 'This origin may not call this function');
  }
  return new Response(null, { status: 204, headers: corsHeaders(req, allowed, methods) });
}
