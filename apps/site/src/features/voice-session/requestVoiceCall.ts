import { readVoiceSocketSession, type VoiceSocketSession } from '@repo/platform-api/voice-socket';
import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';

/** What `voice-call` answers: the new call and the socket the browser opens for it. */
export type VoiceCallSession = VoiceSocketSession;

/**
 * POST `{}` to the `voice-call` Edge Function, which creates the call on Vapi's WebSocket
 * transport with the private key (server-side limits per IP and per hour) and answers
 * `{ callId, websocketCallUrl }`. Plain fetch with the anon key, like fetchVoiceConfig. A 429 is
 * `voice-call-rate-limited` (the visitor sees the rate-limit toast), any other failure
 * `voice-call-failed`, a malformed answer `voice-call-invalid`.
 */
export async function requestVoiceCall({
  supabaseUrl,
  anonKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
}: FunctionRequestOptions): Promise<VoiceCallSession> {
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(supabaseUrl, 'voice-call'), {
      method: 'POST',
      headers: anonHeaders(anonKey),
      body: '{}',
      signal,
    });
  } catch (cause) {
    throw new SiteError('voice-call-failed', 'voice-call request failed', { cause });
  }
  if (response.status === 429) {
    throw new SiteError('voice-call-rate-limited', 'voice-call answered 429 (rate limited)');
  }
  if (!response.ok) {
    throw new SiteError('voice-call-failed', `voice-call answered ${response.status}`);
  }
  const checked = readVoiceSocketSession(await response.json().catch(() => null));
  if (!checked.ok) {
    throw new SiteError(
      'voice-call-invalid',
      `voice-call returned a bad session: ${checked.message}`,
    );
  }
  return checked.session;
}
