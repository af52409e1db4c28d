// The voice-call bot check: a short-lived, single-use token the site fetches from
// voice-call-token when the orb is hovered or focused (or the page idles) and sends with the
// click. `vt1.<issued at, ms, base 36>.<nonce>.<HMAC-SHA256>`, keyed by FORM_TOKEN_SECRET; the
// signature also covers the caller's network (IPv4 address, IPv6 /64), which the token does not
// carry: a token fetched from one network does not pass from another. Single use: the nonce is
// counted once (check_rate_limit `voice_token`, max 1 hit).
import { newNonce, signText, verifyText } from './form-token.ts';

const VERSION = 'vt1';

const signed = (issued: string, nonce: string, network: string) =>
  `${VERSION}.${issued}.${nonce}|${network}`;

/** A new voice-call token for a caller in `network`, issued at `nowMs`. */
export async function issueVoiceToken(
  secret: string,
  nowMs: number,
  network: string,
): Promise<string> {
  const issued = nowMs.toString(36);
  const nonce = newNonce();
  return `${VERSION}.${issued}.${nonce}.${await signText(secret, signed(issued, nonce, network))}`;
}

type VoiceTokenRefusal = 'missing' | 'malformed' | 'bad_signature' | 'expired';

export type VoiceTokenCheck = { nonce: string } | { refusal: VoiceTokenRefusal };

/** The token's nonce when it is genuine, fresh and issued to `network`; else why not. */
export async function checkVoiceToken(
  token: unknown,
  secret: string,
  nowMs: number,
  network: string,
  maxAgeSeconds: number,
): Promise<VoiceTokenCheck> {
  if (token === undefined || token === null || token === '') return { refusal: 'missing' };
  if (typeof token !== 'string' || token.length > 200) return { refusal: 'malformed' };
  const parts = token.split('.');
  const [version, issued = '', nonce = '', signature = ''] = parts;
  const issuedAt = Number.parseInt(issued, 36);
  if (
    parts.length !== 4 ||
    version !== VERSION ||
    !/^[0-9a-z]{1,12}$/.test(issued) ||
    !Number.isSafeInteger(issuedAt) ||
    !/^[A-Za-z0-9_-]{16}$/.test(nonce)
  ) {
    return { refusal: 'malformed' };
  }
  if (!(await verifyText(secret, signed(issued, nonce, network), signature))) {
    return { refusal: 'bad_signature' };
  }
  const ageMs = nowMs - issuedAt;
  // 5 s of tolerance for clocks of different function instances
  if (ageMs > maxAgeSeconds * 1000 || ageMs < -5_000) return { refusal: 'expired' };
  return { nonce };
}
