// HS256 JSON Web Tokens with the Supabase CLI's local secret. Signing the CLI's fixed
// payload reproduces the well-known local anon and service_role keys byte for byte.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const LOCAL_KEY_EXPIRY = 1983812996;

const base64url = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

export function signJwt(payload: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

export type JwtCheck =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'unsupported_alg' };

/** Verifies an HS256 token: header, signature (constant time) and `exp`. */
export function verifyJwt(token: string, secret = LOCAL_JWT_SECRET, nowMs = Date.now()): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head = '', body = '', signature = ''] = parts;
  let header: { alg?: unknown };
  let claims: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  if (header.alg !== 'HS256') return { ok: false, reason: 'unsupported_alg' };
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, claims };
}

export const LOCAL_ANON_KEY = signJwt({
  iss: 'supabase-demo',
  role: 'anon',
  exp: LOCAL_KEY_EXPIRY,
});
export const LOCAL_SERVICE_ROLE_KEY = signJwt({
  iss: 'supabase-demo',
  role: 'service_role',
  exp: LOCAL_KEY_EXPIRY,
});

/**
 * The Supabase CLI's local API keys of the new kind (not JWTs): the publishable key replaces
 * the anon key in browsers, the secret key the service-role key on servers.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
