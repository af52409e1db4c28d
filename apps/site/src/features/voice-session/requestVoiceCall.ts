import type { DailyCallSession, SocketCallSession } from '@hlasovy-asistent/validation';
import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';
import { loadFunctionAnswers } from './loadFunctionAnswers.ts';
import type { VoiceTransportName } from './voiceConfig.ts';

/** What `voice-call` answers: the new call and where the browser joins it. */
export type VoiceCallSession<T extends VoiceTransportName = VoiceTransportName> = T extends 'daily'
  ? DailyCallSession
  : SocketCallSession;

export interface VoiceCallRequest<T extends VoiceTransportName> extends FunctionRequestOptions {
  transport: T;
  /** The single-use token of `voice-call-token`. */
  token: string;
}

/**
 * POST `{ token, transport }` to the `voice-call` Edge Function, which creates the call with the
 * private key and the server's limits and caps, and answers `{ callId, webCallUrl }` (Daily) or
 * `{ callId, websocketCallUrl }`. Plain fetch with the anon key. A 429 is
 * `voice-call-rate-limited`, a 503 (every line busy) `voice-call-busy`, a 403 (the token was
 * refused) `voice-call-refused`, any other failure `voice-call-failed`, an answer the transport's schema refuses
 * `voice-call-invalid`.
 */
export async function requestVoiceCall<T extends VoiceTransportName>({
  supabaseUrl,
  anonKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
  transport,
  token,
}: VoiceCallRequest<T>): Promise<VoiceCallSession<T>> {
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(supabaseUrl, 'voice-call'), {
      method: 'POST',
      headers: anonHeaders(anonKey),
      body: JSON.stringify({ token, transport }),
      signal,
    });
  } catch (cause) {
    throw new SiteError('voice-call-failed', 'voice-call request failed', { cause });
  }
  if (response.status === 429) {
    throw new SiteError('voice-call-rate-limited', 'voice-call answered 429 (rate limited)');
  }
  if (response.status === 503) {
    throw new SiteError('voice-call-busy', 'voice-call answered 503 (every line busy)');
  }
  if (response.status === 403) {
    throw new SiteError('voice-call-refused', 'voice-call answered 403 (token refused)');
  }
  if (!response.ok) {
    throw new SiteError('voice-call-failed', `voice-call answered ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => null);
  const { readAnswer, VOICE_CALL_SESSION_SCHEMAS } = await loadFunctionAnswers();
  const checked = readAnswer(VOICE_CALL_SESSION_SCHEMAS[transport], body);
  if (!checked.ok) {
    throw new SiteError('voice-call-invalid', `voice-call answered wrongly: ${checked.message}`);
  }
  return checked.value as VoiceCallSession<T>;
}
