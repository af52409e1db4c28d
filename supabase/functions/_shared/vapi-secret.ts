import {
  VAPI_EVENTS_SECRET_HEADER,
  VAPI_EVENTS_SECRET_MIN_LENGTH,
} from '@hlasovy-asistent/validation';
import { HttpError } from './errors.ts';

const encoder = new TextEncoder();

/** Equal strings, compared without an early exit (only the length can be learnt). */
function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i % y.length] ?? 0);
  return diff === 0;
}

/**
 * The request carries the secret in `x-vapi-secret`: how `vapi-events` (the assistant's
 * `server.headers`, VAPI_WEBHOOK_SECRET) and `vapi-tools` (each tool's `server.headers`, its own
 * VAPI_TOOLS_SECRET) know Vapi sent it. Without a configured secret (or one under 32
 * characters) nothing is accepted: 500 config_missing, the setting named in the log only. A
 * missing or wrong header: 401.
 */
export function authenticate(
  req: Request,
  secret: string | undefined,
  setting: 'VAPI_WEBHOOK_SECRET' | 'VAPI_TOOLS_SECRET' = 'VAPI_WEBHOOK_SECRET',
): void {
  if (!secret || secret.length < VAPI_EVENTS_SECRET_MIN_LENGTH) {
    throw new HttpError('config_missing', 'Server messages are not accepted on this server', {
      cause: new Error(
        `${setting} is missing or shorter than ${VAPI_EVENTS_SECRET_MIN_LENGTH} characters`,
      ),
    });
  }
  const given = req.headers.get(VAPI_EVENTS_SECRET_HEADER) ?? '';
  if (!given || !constantTimeEqual(given, secret)) {
    throw new HttpError('unauthorized', 'Missing or wrong server secret');
  }
}
