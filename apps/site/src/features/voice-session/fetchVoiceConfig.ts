import { callFunction } from '../../lib/callFunction.ts';
import type { FunctionBackend } from '../../lib/functionAddress.ts';
import { FunctionError } from '../../lib/functionError.ts';
import { siteErrorFrom } from '../../lib/SiteError.ts';
import type { VoiceConfig } from './voiceConfig.ts';

/**
 * GET the `vapi-config` Edge Function (plain fetch, no supabase-js on the first load). A failure
 * or an answer its contract refuses is an error. `callCreation: 'server'` (or none): calls are
 * created by `voice-call`; `transport` defaults to Daily. `callCreation: 'browser'` needs the
 * public key and the assistant id (Daily only).
 */
export async function fetchVoiceConfig({
  signal,
  ...backend
}: FunctionBackend & { signal?: AbortSignal }): Promise<VoiceConfig> {
  try {
    return await callFunction(backend, 'vapi-config', undefined, { signal });
  } catch (error) {
    const invalid = error instanceof FunctionError && error.invalid;
    throw siteErrorFrom(invalid ? 'voice-config-invalid' : 'voice-config-failed', error);
  }
}
