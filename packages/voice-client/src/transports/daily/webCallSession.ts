import { type DailyCallSession, dailyCallSessionSchema } from '@hlasovy-asistent/validation';
import { checkedSession, type SessionCreator } from '../../core/appSession.ts';
import type { WebCallResponse } from './webCall.ts';

/**
 * What the app's backend answers for a new Daily call (e.g. the `voice-call` function):
 * `{ callId, webCallUrl }` (`https://` only), one schema for the client, the function and the site.
 */
export type WebCallSession = DailyCallSession;

/** Creates the web call on the server and returns the room to join (SessionCreator). */
export type CreateWebCallSession = SessionCreator<WebCallSession>;

/** Checks the app's answer; a broken one fails the start with a clear message. */
export function checkWebCallSession(value: unknown): WebCallResponse {
  const session = checkedSession(dailyCallSessionSchema, value);
  return { id: session.callId, webCallUrl: session.webCallUrl };
}
