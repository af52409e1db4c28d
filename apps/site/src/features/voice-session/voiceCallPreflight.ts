// The voice-call POST is a CORS request that needs a preflight (its JSON body and the anon key's
// headers are not "simple"): one more round trip before the request itself, on a phone the round
// trip of its network, which the tap would wait for. A browser keeps a preflight's answer for the
// URL and for every method and header it allows (Access-Control-Max-Age): an OPTIONS request to
// voice-call with the same headers, sent ahead (the page idle, a hover), has the browser ask then
// and keep the answer, so the tap's POST goes out without one. The function answers an OPTIONS
// as a preflight (no call, no limit counted).
import { CORS_PREFLIGHT_MAX_AGE_SECONDS } from '@hlasovy-asistent/validation';
import { type FunctionBackend, functionHeaders, functionUrl } from '../../lib/functionAddress.ts';

/** Asked again this long before the browser forgets the answer. */
const MARGIN_MS = 60_000;

/** Returns `warm()`: asks (again) unless an answer the browser still keeps was asked for. */
export function createVoiceCallPreflight(
  { supabaseUrl, anonKey, fetch: fetchImpl = globalThis.fetch }: FunctionBackend,
  now: () => number = Date.now,
): () => void {
  let askedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - askedAt < CORS_PREFLIGHT_MAX_AGE_SECONDS * 1000 - MARGIN_MS) return;
    askedAt = now();
    fetchImpl(functionUrl(supabaseUrl, 'voice-call'), {
      method: 'OPTIONS',
      headers: functionHeaders(anonKey),
      priority: 'low',
    } as RequestInit).catch(() => {
      askedAt = Number.NEGATIVE_INFINITY; // the tap pays it, the next warm asks again
    });
  };
}
