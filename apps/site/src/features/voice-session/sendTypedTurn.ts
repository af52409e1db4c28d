// The typed turn's fallback channel: when `voice-call` answered `typedTurns: "control"` (the
// deploy's live check found that Vapi's socket does not take `add-message`), the WebSocket
// transport hands each typed turn here, and the `voice-call-message` function posts it to the
// call's live control URL (which never reaches the browser).
import type { SendTypedTurn } from '@hlasovy-asistent/voice-client';
import { callFunction } from '../../lib/callFunction.ts';
import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { siteErrorFrom } from '../../lib/SiteError.ts';

/** POST `{ callId, text }` to `voice-call-message`; any failure is `voice-text-failed`. */
export function createTypedTurnSender(backend: FunctionBackend): SendTypedTurn {
  return async (turn, { session, signal }) => {
    const body = { callId: session.callId, text: turn.message.content };
    await callFunction(backend, 'voice-call-message', body, { signal }).catch((error: unknown) => {
      throw siteErrorFrom('voice-text-failed', error);
    });
  };
}
