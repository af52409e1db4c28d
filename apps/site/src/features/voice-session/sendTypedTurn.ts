// The typed turn's fallback channel: when `voice-call` answered `typedTurns: "control"` (the
// deploy's live check found that Vapi's socket does not take `add-message`), the WebSocket
// transport hands each typed turn here, and the `voice-call-message` function posts it to the
// call's live control URL (which never reaches the browser). Plain fetch with the anon key.
import type { SendTypedTurn } from '@hlasovy-asistent/voice-client';
import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';

/** POST `{ callId, text }` to `voice-call-message`; any answer but 2xx is `voice-text-failed`. */
export function createTypedTurnSender(
  options: Omit<FunctionRequestOptions, 'signal'>,
): SendTypedTurn {
  const { supabaseUrl, anonKey, fetch: fetchImpl = globalThis.fetch } = options;
  return async (turn, { session, signal }) => {
    let response: Response;
    try {
      response = await fetchImpl(functionUrl(supabaseUrl, 'voice-call-message'), {
        method: 'POST',
        headers: anonHeaders(anonKey),
        body: JSON.stringify({ callId: session.callId, text: turn.message.content }),
        signal,
      });
    } catch (cause) {
      throw new SiteError('voice-text-failed', 'voice-call-message request failed', { cause });
    }
    await response.body?.cancel();
    if (!response.ok) {
      throw new SiteError('voice-text-failed', `voice-call-message answered ${response.status}`);
    }
  };
}
