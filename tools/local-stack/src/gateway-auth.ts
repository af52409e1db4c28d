// The gateway's key check, like hosted Supabase: an `apikey` header and/or an
// `Authorization: Bearer` token, either an HS256 JWT signed with the project's JWT secret (the
// legacy anon / service_role keys) or one of the new opaque keys (`sb_publishable_...` = anon,
// `sb_secret_...` = service_role), which the gateway swaps for its role's JWT before PostgREST.
import type { IncomingHttpHeaders } from 'node:http';
import {
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  signJwt,
  verifyJwt,
} from './keys.ts';

export type AuthResult =
  | { ok: true; role: string; token: string }
  | { ok: false; code: 'missing_api_key' | 'invalid_api_key' | 'invalid_jwt'; message: string };

const API_KEY_ROLES = new Set(['anon', 'service_role']);
const BEARER_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Opaque key -> the role it stands for. */
const LOCAL_OPAQUE_KEYS: ReadonlyMap<string, 'anon' | 'service_role'> = new Map([
  [LOCAL_PUBLISHABLE_KEY, 'anon'],
  [LOCAL_SECRET_KEY, 'service_role'],
]);

/** The role's JWT the gateway forwards for an opaque key (hosted Supabase does the same). */
function roleJwt(role: string, secret: string): string {
  return signJwt({ iss: 'supabase-demo', role, exp: 1983812996 }, secret);
}

function roleOf(token: string, secret: string, allowed: Set<string>): string | undefined {
  const opaque = LOCAL_OPAQUE_KEYS.get(token);
  if (opaque) return allowed.has(opaque) ? opaque : undefined;
  const check = verifyJwt(token, secret);
  if (!check.ok) return undefined;
  const role = check.claims.role;
  return typeof role === 'string' && allowed.has(role) ? role : undefined;
}

function forwarded(token: string, role: string, secret: string): string {
  return LOCAL_OPAQUE_KEYS.has(token) ? roleJwt(role, secret) : token;
}

export function checkAuth(headers: IncomingHttpHeaders, secret = LOCAL_JWT_SECRET): AuthResult {
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
    return { ok: true, role, token: forwarded(bearer, role, secret) };
  }
  const role = roleOf(apikey, secret, API_KEY_ROLES) ?? 'anon';
  return { ok: true, role, token: forwarded(apikey, role, secret) };
}
