import { readAnswer } from '@hlasovy-asistent/validation';
import type { WebCallRequest } from './toCallRequest.ts';

/**
 * The app's backend creating a call (e.g. the `voice-call` function): it holds the private key
 * and fixes the call's settings, and answers the session the transport joins. The signal aborts
 * when the start is stopped. No key that can create calls ever reaches the browser.
 */
export type SessionCreator<Session> = (
  request: WebCallRequest,
  init: { signal: AbortSignal },
) => Promise<Session>;

/** Checks the app's answer with its schema; a broken one fails the start with a clear message. */
export function checkedSession<Schema extends Parameters<typeof readAnswer>[0]>(
  schema: Schema,
  value: unknown,
) {
  const checked = readAnswer(schema, value);
  if (!checked.ok) throw new Error(`createSession() answered wrongly: ${checked.message}`);
  return checked.value;
}
