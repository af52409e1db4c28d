// Vapi's live call control: `POST <call.monitor.controlUrl>` with a client message (`say`,
// `add-message`, `end-call`, ...; the assistant's `monitorPlan.controlEnabled`). The URL is the
// capability (unauthenticated unless `monitorPlan.controlAuthenticationEnabled`), so it stays on
// the server: the `voice-call-message` function posts a visitor's typed turn there when the live
// check decided the socket does not take it, and the live check itself tries it.
import type { VoiceSocketClientMessage } from '@hlasovy-asistent/platform-api/voice-socket';

/** What a control request gave: taken (2xx), or why not (never the URL). */
export type ControlResult = { ok: true; status: number } | { ok: false; error: string };

const CONTROL_TIMEOUT_MS = 5_000;

/** A control URL as Vapi gives it: http(s), no credentials, at most 2000 characters. */
export function isControlUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
  } catch {
    return false;
  }
}

/** POSTs `message` to the call's control URL; never throws, never follows a redirect. */
export async function postCallControl(
  controlUrl: string,
  message: VoiceSocketClientMessage,
  options: { fetch: typeof fetch; timeoutMs?: number },
): Promise<ControlResult> {
  const timeoutMs = options.timeoutMs ?? CONTROL_TIMEOUT_MS;
  try {
    const response = await options.fetch(controlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 300
      ? { ok: true, status: response.status }
      : { ok: false, error: `the control URL answered ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'error';
    return {
      ok: false,
      error: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `not reached (${name})`,
    };
  }
}
