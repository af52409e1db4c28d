import type { WebCallRequest } from '../../core/toCallRequest.ts';
import type { WebCallResponse } from './webCall.ts';

/** What the app's backend answers for a new Daily call (e.g. the `voice-call` function). */
export interface WebCallSession {
  callId: string;
  /** The Daily room to join: `https://` only. */
  webCallUrl: string;
}

/**
 * Creates the web call on the server, which holds the private key and fixes the call's settings
 * (assistant, maximum duration), and returns the room to join. The signal aborts when the start
 * is stopped. No key that can create calls ever reaches the browser.
 */
export type CreateWebCallSession = (
  request: WebCallRequest,
  init: { signal: AbortSignal },
) => Promise<WebCallSession>;

/** Checks the app's answer; a broken one fails the start with a clear message. */
export function checkWebCallSession(value: unknown): WebCallResponse {
  const session = value as Partial<WebCallSession> | null;
  if (!session || typeof session.callId !== 'string' || session.callId === '') {
    throw new Error('createSession() answered without a callId');
  }
  const url = session.webCallUrl;
  if (typeof url !== 'string' || !/^https:\/\/[^\s]+$/i.test(url)) {
    throw new Error('createSession() answered without an https:// webCallUrl');
  }
  return { id: session.callId, webCallUrl: url };
}
