import {
  type DailyCallSession,
  dailyCallSessionSchema,
  readAnswer,
} from '@hlasovy-asistent/validation';
import type { WebCallRequest } from '../../core/toCallRequest.ts';
import type { WebCallResponse } from './webCall.ts';

/**
 * What the app's backend answers for a new Daily call (e.g. the `voice-call` function):
 * `{ callId, webCallUrl }` (`https://` only), one schema for the client, the function and the site.
 */
export type WebCallSession = DailyCallSession;

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
  const checked = readAnswer(dailyCallSessionSchema, value);
  if (!checked.ok) throw new Error(`createSession() answered wrongly: ${checked.message}`);
  return { id: checked.value.callId, webCallUrl: checked.value.webCallUrl };
}
