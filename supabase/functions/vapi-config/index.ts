import { type VapiConfigAnswer, vapiConfigContract } from '@hlasovy-asistent/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { readVoiceCallSettings, type VoiceCallSettings } from '../_shared/voice-call-settings.ts';

export interface VapiConfigDeps {
  config: FunctionConfig;
  voice: Pick<VoiceCallSettings, 'transport' | 'browserCreatedCalls'>;
  logger: Logger;
}

/** What the browser needs to reach the assistant. */
function voiceConfigOf(deps: VapiConfigDeps): VapiConfigAnswer {
  const { transport, browserCreatedCalls } = deps.voice;
  // Server-created calls (the default): the browser needs no key and no assistant id.
  if (!browserCreatedCalls) return { transport, callCreation: 'server' };
  const { publicKey, assistantId } = deps.config.vapi;
  if (!publicKey || !assistantId) {
    const missing = [!publicKey && 'VAPI_PUBLIC_KEY', !assistantId && 'VAPI_ASSISTANT_ID'];
    // The log names what is missing; the public answer does not.
    throw new HttpError('config_missing', 'The voice assistant is not configured', {
      cause: new Error(`missing ${missing.filter(Boolean).join(', ')}`),
    });
  }
  // VOICE_BROWSER_CREATED_CALLS=true: the browser creates Daily calls with the public key,
  // outside every server limit (supabase/README.md names the risk).
  return { transport: 'daily', callCreation: 'browser', publicKey, assistantId };
}

/**
 * GET -> `{ transport, callCreation: 'server' }` (calls are created by voice-call), or with
 * VOICE_BROWSER_CREATED_CALLS=true `{ transport: 'daily', callCreation: 'browser', publicKey,
 * assistantId }`; cached for a minute (vapiConfigContract).
 */
export function createHandler(deps: VapiConfigDeps): (req: Request) => Promise<Response> {
  return postEndpoint(vapiConfigContract, deps, async () => voiceConfigOf(deps));
}

/** Handler wired to the process environment (read on first request). */
const handler = serveFromEnv(vapiConfigContract, ({ env, config, logger }) =>
  createHandler({ config, voice: readVoiceCallSettings(env), logger }),
);

if (import.meta.main) Deno.serve(handler);
