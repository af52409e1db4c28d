// The signed, short-lived form token behind the minimum fill time: issued by demo-form-token
// when the form opens, checked by handle-demo-request. No cookie, nothing stored: the token is
// `v1.<issued at, ms, base 36>.<nonce>.<HMAC-SHA256 of the rest>`, keyed by FORM_TOKEN_SECRET.

const VERSION = 'v1';
const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An HMAC-SHA256 is 32 bytes: 43 base64url characters without padding. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The bytes of a base64url text, or null when it is not one (never throws). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** base64url of HMAC-SHA256(secret, text). */
export async function signText(secret: string, text: string): Promise<string> {
  return base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)));
}

/** Whether `signature` (base64url) is HMAC-SHA256(secret, text), checked in constant time. */
export async function verifyText(
  secret: string,
  text: string,
  signature: string,
): Promise<boolean> {
  const bytes = SIGNATURE_PATTERN.test(signature) ? fromBase64url(signature) : null;
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(text));
}

/** 12 random bytes, base64url (16 characters). */
export const newNonce = () => base64url(crypto.getRandomValues(new Uint8Array(12)));

/** A new token issued at `nowMs`. */
export async function issueFormToken(secret: string, nowMs: number): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(12)));
  const payload = `${VERSION}.${nowMs.toString(36)}.${nonce}`;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    encoder.encode(payload),
  );
  return `${payload}.${base64url(signature)}`;
}

/** The nonce of a well-formed token (what makes it single-use), or null. */
export function formTokenNonce(token: string | undefined): string | null {
  const nonce = token?.split('.')[2];
  return nonce && /^[A-Za-z0-9_-]{16}$/.test(nonce) ? nonce : null;
}

export type FormTokenRefusal = 'missing' | 'malformed' | 'bad_signature' | 'too_fast' | 'expired';

export interface FormTokenRules {
  minFillSeconds: number;
  maxAgeSeconds: number;
}

/** Why `token` does not pass at `nowMs`, or null when it does (signature checked in constant time). */
export async function checkFormToken(
  token: string | undefined,
  secret: string,
  nowMs: number,
  rules: FormTokenRules,
): Promise<FormTokenRefusal | null> {
  if (!token) return 'missing';
  const parts = token.split('.');
  const [version, issued, nonce, signature] = parts;
  if (parts.length !== 4 || version !== VERSION || !issued || !nonce || !signature) {
    return 'malformed';
  }
  const issuedAt = Number.parseInt(issued, 36);
  const bytes = SIGNATURE_PATTERN.test(signature) ? fromBase64url(signature) : null;
  if (
    !/^[0-9a-z]{1,12}$/.test(issued) ||
    !Number.isSafeInteger(issuedAt) ||
    !/^[A-Za-z0-9_-]{16}$/.test(nonce) ||
    !bytes
  ) {
    return 'malformed';
  }
  const payload = encoder.encode(`${version}.${issued}.${nonce}`);
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, payload))) {
    return 'bad_signature';
  }
  const ageMs = nowMs - issuedAt;
  // 5 s of tolerance for clocks of different function instances
  if (ageMs < rules.minFillSeconds * 1000 || ageMs < -5_000) return 'too_fast';
  if (ageMs > rules.maxAgeSeconds * 1000) return 'expired';
  return null;
}
