import { SiteError } from '../../lib/SiteError.ts';
import { anonHeaders, type FunctionRequestOptions, functionUrl } from './functionRequest.ts';
import { VOICE_TRANSPORTS, type VoiceConfig, type VoiceTransportName } from './voiceConfig.ts';

export type FetchVoiceConfigOptions = FunctionRequestOptions;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * GET the `vapi-config` Edge Function with plain fetch (no supabase-js on the first load).
 * A non-2xx status or a malformed body is an error. `callCreation: 'server'` (or none): calls are
 * created by `voice-call`; `transport` defaults to Daily. `callCreation: 'browser'` needs the
 * public key and the assistant id (Daily only). An unknown transport or mode is an error.
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
  if (!body || typeof body !== 'object') {
    throw new SiteError('voice-config-invalid', 'vapi-config returned no JSON object');
  }
  const transport = body.transport ?? 'daily';
  if (!VOICE_TRANSPORTS.includes(transport as VoiceTransportName)) {
    throw new SiteError('voice-config-invalid', 'vapi-config returned an unknown transport');
  }
  const creation = body.callCreation ?? 'server';
  if (creation === 'server') {
    return { callCreation: 'server', transport: transport as VoiceTransportName };
  }
  if (creation !== 'browser' || transport !== 'daily') {
    throw new SiteError('voice-config-invalid', 'vapi-config returned an unknown call creation');
  }
  if (!nonEmpty(body.publicKey) || !nonEmpty(body.assistantId)) {
    throw new SiteError('voice-config-invalid', 'vapi-config returned no publicKey/assistantId');
  }
  return {
    callCreation: 'browser',
    transport: 'daily',
    publicKey: body.publicKey,
    assistantId: body.assistantId,
  };
}
