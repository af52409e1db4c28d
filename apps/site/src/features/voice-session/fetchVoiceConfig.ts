import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';
import { loadFunctionAnswers } from './loadFunctionAnswers.ts';
import type { VoiceConfig } from './voiceConfig.ts';

export type FetchVoiceConfigOptions = FunctionRequestOptions;

/**
 * GET the `vapi-config` Edge Function with plain fetch (no supabase-js on the first load).
 * A non-2xx status or a body `vapiConfigAnswerSchema` refuses is an error. `callCreation:
 * 'server'` (or none): calls are created by `voice-call`; `transport` defaults to Daily.
 * `callCreation: 'browser'` needs the public key and the assistant id (Daily only).
 */
export async function fetchVoiceConfig({
  supabaseUrl,
  anonKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
}: FetchVoiceConfigOptions): Promise<VoiceConfig> {
  let response: Response;
  try {
    response = await fetchImpl(functionUrl(supabaseUrl, 'vapi-config'), {
      method: 'GET',
      headers: anonHeaders(anonKey),
      signal,
    });
  } catch (cause) {
    throw new SiteError('voice-config-failed', 'vapi-config request failed', { cause });
  }
  if (!response.ok) {
    throw new SiteError('voice-config-failed', `vapi-config answered ${response.status}`);
  }
  const body: unknown = await response.json().catch(() => null);
  const { readAnswer, vapiConfigAnswerSchema } = await loadFunctionAnswers();
  const checked = readAnswer(vapiConfigAnswerSchema, body);
  if (!checked.ok) {
    throw new SiteError('voice-config-invalid', `vapi-config answered wrongly: ${checked.message}`);
  }
  return checked.value;
}
