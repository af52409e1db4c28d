// The gateway's key check, like hosted Supabase: an `apikey` header and/or an
// `Authorization: Bearer` token, HS256-signed with the project's JWT secret.
import type { IncomingHttpHeaders } from 'node:http';
import { verifyJwt } from './keys.ts';

export type AuthResult =
  | { ok: true; role: string; token: string }
  | { ok: false; code: 'missing_api_key' | 'invalid_api_key' | 'invalid_jwt'; message: string };

const API_KEY_ROLES = new Set(['anon', 'service_role']);
const BEARER_ROLES = new Set(['anon', 'authenticated', 'service_role']);

function roleOf(token: string, secret: string, allowed: Set<string>): string | undefined {
  const check = verifyJwt(token, secret);
  if (!check.ok) return undefined;
  const role = check.claims.role;
  return typeof role === 'string' && allowed.has(role) ? role : undefined;
}

export function checkAuth(headers: IncomingHttpHeaders, secret: string): AuthResult {
  const apikey = typeof headers.apikey === 'string' ? headers.apikey.trim() : '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1] ?? '';
  if (!apikey && !bearer) {
    return { ok: false, code: 'missing_api_key', message: 'No API key found in request' };
  }
  if (apikey && !roleOf(apikey, secret, API_KEY_ROLES)) {
    return { ok: false, code: 'invalid_api_key', message: 'Invalid API key' };
  }
  if (bearer) {
    const role = roleOf(bearer, secret, BEARER_ROLES);
    if (!role) return { ok: false, code: 'invalid_jwt', message: 'Invalid JWT' };
    return { ok: true, role, token: bearer };
  }
  return { ok: true, role: roleOf(apikey, secret, API_KEY_ROLES) ?? 'anon', token: apikey };
}
