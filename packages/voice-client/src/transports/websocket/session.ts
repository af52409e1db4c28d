import type { VoiceSocketTypedTurn } from '@hlasovy-asistent/platform-api/voice-socket';
import { type SocketCallSession, socketCallSessionSchema } from '@hlasovy-asistent/validation';
import { checkedSession, type SessionCreator } from '../../core/appSession.ts';

/**
 * What the app's backend answers for a new WebSocket call (e.g. the `voice-call` function):
 * `{ callId, websocketCallUrl, typedTurns? }`, one schema for the client, the function and the
 * site. `typedTurns: "control"`: the visitor's typed turns go through the app's server
 * (`sendTypedTurn`), which posts them to the call's live control URL; absent or `"socket"`: on
 * the socket.
 */
export type WebSocketSession = SocketCallSession;

/** Creates the call on the server and returns its socket (SessionCreator). */
export type CreateSession = SessionCreator<WebSocketSession>;

/** Checks the app's answer; a broken one fails the start with a clear message. */
export function checkSession(value: unknown): WebSocketSession {
  return checkedSession(socketCallSessionSchema, value);
}

/**
 * Delivers a typed turn (`add-message` of role user) through the app's server, for a session
 * whose `typedTurns` is `"control"`: e.g. a POST to a function that sends it to the call's
 * `monitor.controlUrl` (Vapi's live call control, which must not reach the browser). Resolves
 * when the server took it; a rejection becomes the client's `text-not-delivered` error. The
 * signal aborts when the call ends.
 */
export type SendTypedTurn = (
  turn: VoiceSocketTypedTurn,
  init: { session: WebSocketSession; signal: AbortSignal },
) => Promise<void>;
