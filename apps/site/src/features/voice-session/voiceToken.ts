// The voice-call bot check on the site's side: a single-use token from `voice-call-token`,
// fetched ahead of the click (orb hover/focus, or the page idles) and spent by the click's
// `voice-call`. A token older than TOKEN_TTL_MS is fetched again (the server refuses them after
// VOICE_TOKEN_MAX_AGE_SECONDS, 10 minutes by default).
import { DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS } from '@hlasovy-asistent/validation';
import { callFunction } from '../../lib/callFunction.ts';
import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { refusalOf } from '../../lib/functionError.ts';
import { siteErrorFrom } from '../../lib/SiteError.ts';

/** Time a token may still be held when taken: its use (the click's `voice-call`) comes after. */
const TOKEN_SPEND_MARGIN_MS = 2 * 60_000;

/** How long a fetched token is used: kept below the server's VOICE_TOKEN_MAX_AGE_SECONDS default. */
export const TOKEN_TTL_MS = DEFAULT_VOICE_TOKEN_MAX_AGE_SECONDS * 1000 - TOKEN_SPEND_MARGIN_MS;

export interface VoiceTokenSource {
  /** Fetches a token now unless a fresh one is held (failures are only remembered). */
  prefetch(): void;
  /** A fresh token, taken (the next take gets another). */
  take(signal?: AbortSignal): Promise<string>;
  /**
   * The fresh token already fetched, taken synchronously (null when none has arrived): the
   * click's voice-call request then leaves inside the click, no microtask in between.
   */
  takeArrived(): string | null;
}

/** GET voice-call-token: its limit is `voice-call-rate-limited`, any other failure `voice-token-failed`. */
async function fetchVoiceToken(backend: FunctionBackend, signal?: AbortSignal): Promise<string> {
  try {
    return (await callFunction(backend, 'voice-call-token', undefined, { signal })).token;
  } catch (error) {
    const limited = refusalOf(error, 'voice-call-token') === 'limited';
    throw siteErrorFrom(limited ? 'voice-call-rate-limited' : 'voice-token-failed', error);
  }
}

export function createVoiceTokenSource(
  backend: FunctionBackend,
  now: () => number = Date.now,
): VoiceTokenSource {
  let held: { token: Promise<string>; at: number; value?: string } | null = null;
  const fresh = () => held !== null && now() - held.at < TOKEN_TTL_MS;
  const fetchOne = (signal?: AbortSignal) => {
    const token = fetchVoiceToken(backend, signal);
    const entry: { token: Promise<string>; at: number; value?: string } = { token, at: now() };
    held = entry;
    token.then(
      (value) => {
        entry.value = value;
      },
      // a failed prefetch is forgotten, so the click asks again
      () => {
        if (held === entry) held = null;
      },
    );
    return entry;
  };
  return {
    prefetch() {
      if (!fresh()) fetchOne();
    },
    take(signal) {
      const entry = fresh() && held ? held : fetchOne(signal);
      held = null;
      return entry.token;
    },
    takeArrived() {
      const value = fresh() ? held?.value : undefined;
      if (value === undefined) return null;
      held = null;
      return value;
    },
  };
}
