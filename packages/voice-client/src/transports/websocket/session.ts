import type { WebCallRequest } from '../../core/toCallRequest.ts';

/** What the app's backend answers for a new WebSocket call (e.g. the `voice-call` function). */
export interface WebSocketSession {
  callId: string;
  /** `wss://api.vapi.ai/<callId>/transport` with Vapi; `ws(s)://` only. */
  websocketCallUrl: string;
}

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
  const session = value as Partial<WebSocketSession> | null;
  if (!session || typeof session.callId !== 'string' || session.callId === '') {
    throw new Error('createSession() answered without a callId');
  }
  const url = session.websocketCallUrl;
  if (typeof url !== 'string' || !/^wss?:\/\/[^\s]+$/i.test(url)) {
    throw new Error('createSession() answered without a ws:// or wss:// websocketCallUrl');
  }
  return { callId: session.callId, websocketCallUrl: url };
}
