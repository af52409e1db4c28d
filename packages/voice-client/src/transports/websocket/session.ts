import {
  readAnswer,
  type SocketCallSession,
  socketCallSessionSchema,
} from '@hlasovy-asistent/validation';
import type { WebCallRequest } from '../../core/toCallRequest.ts';

/**
 * What the app's backend answers for a new WebSocket call (e.g. the `voice-call` function):
 * `{ callId, websocketCallUrl }`, one schema for the client, the function and the site.
 */
export type WebSocketSession = SocketCallSession;

/**
 * Creates the call on the server (which holds the private key) and returns its socket. The
 * signal aborts when the start is stopped.
 */
export type CreateSession = (
  request: WebCallRequest,
  init: { signal: AbortSignal },
) => Promise<WebSocketSession>;

/** Checks the app's answer; a broken one fails the start with a clear message. */
export function checkSession(value: unknown): WebSocketSession {
  const checked = readAnswer(socketCallSessionSchema, value);
  if (!checked.ok) throw new Error(`createSession() answered wrongly: ${checked.message}`);
  return checked.value;
}
