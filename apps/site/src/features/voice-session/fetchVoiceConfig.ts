import { SiteError } from '../../lib/SiteError.ts';
import type { VoiceConfig } from './voiceClientPort.ts';

export interface FetchVoiceConfigOptions {
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/**
 * GET the `vapi-config` Edge Function with plain fetch (no supabase-js on the first load).
 * A non-2xx status or a malformed body is an error.
 */
export async function fetchVoiceConfig({
  supabaseUrl,
  anonKey,
  fetch: fetchImpl = globalThis.fetch,
  signal,
}: FetchVoiceConfigOptions): Promise<VoiceConfig> {
  let response: Response;
  try {
    response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/vapi-config`, {
      method: 'GET',
      headers: {
        'Content-Type': 'application/json',
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
      },
      signal,
    });
  } catch (cause) {
    throw new SiteError('voice-config-failed', 'vapi-config request failed', { cause });
  }
  if (!response.ok) {
    throw new SiteError('voice-config-failed', `vapi-config answered ${response.status}`);
  }
  const body = (await response.json().catch(() => null)) as Partial<VoiceConfig> | null;
  if (
    !body ||
    typeof body.publicKey !== 'string' ||
    body.publicKey === '' ||
    typeof body.assistantId !== 'string' ||
    body.assistantId === ''
  ) {
    throw new SiteError('voice-config-invalid', 'vapi-config returned no publicKey/assistantId');
  }
  return { publicKey: body.publicKey, assistantId: body.assistantId };
}
