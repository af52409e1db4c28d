import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';
import { VOICE_TRANSPORTS, type VoiceConfig, type VoiceTransportName } from './voiceClientPort.ts';

export type FetchVoiceConfigOptions = FunctionRequestOptions;

/**
 * GET the `vapi-config` Edge Function with plain fetch (no supabase-js on the first load).
 * A non-2xx status or a malformed body is an error. A body without `transport` means Daily (a
 * backend from before the WebSocket transport); an unknown transport is an error.
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
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (
    !body ||
    typeof body.publicKey !== 'string' ||
    body.publicKey === '' ||
    typeof body.assistantId !== 'string' ||
    body.assistantId === ''
  ) {
    throw new SiteError('voice-config-invalid', 'vapi-config returned no publicKey/assistantId');
  }
  const transport = body.transport ?? 'daily';
  if (!VOICE_TRANSPORTS.includes(transport as VoiceTransportName)) {
    throw new SiteError('voice-config-invalid', 'vapi-config returned an unknown transport');
  }
  return {
    publicKey: body.publicKey,
    assistantId: body.assistantId,
    transport: transport as VoiceTransportName,
  };
}
