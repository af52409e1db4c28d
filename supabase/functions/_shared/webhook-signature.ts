import { hmacSha256 } from './hmac.ts';

/**
 * Signature of the team webhook, in the Standard Webhooks format (standardwebhooks.com), so a
 * receiver can verify it with any of that spec's libraries or the snippet in supabase/README.md:
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`.
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/** Shortest NOTIFY_WEBHOOK_SECRET accepted (characters; `whsec_` secrets: decoded bytes). */
const MIN_SECRET_LENGTH = 32;

/**
 * The HMAC key: a `whsec_<base64>` secret (what Standard Webhooks tools generate) is its decoded
 * bytes; any other secret is its UTF-8 bytes. Null when the secret is too short to be one.
 */
export function webhookKey(secret: string | undefined): Uint8Array<ArrayBuffer> | null {
  if (!secret) return null;
  if (secret.startsWith('whsec_')) {
    try {
      const bytes = Uint8Array.from(atob(secret.slice(6)), (c) => c.charCodeAt(0));
      return bytes.byteLength >= 24 ? bytes : null;
    } catch {
      return null;
    }
  }
  return secret.length >= MIN_SECRET_LENGTH ? new TextEncoder().encode(secret) : null;
}

/** `v1,<base64 signature>` of one delivery. */
export async function signWebhook(
  key: Uint8Array<ArrayBuffer>,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const mac = await hmacSha256(key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}
