import { voiceCallContract } from '@hlasovy-asistent/validation';
import { clientIp } from '../_shared/client-ip.ts';
import { clientNetworksOf } from '../_shared/client-limits.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { createSupabaseTypedTurnStore } from '../_shared/supabase-typed-turn-store.ts';
import { readVoiceCallSettings } from '../_shared/voice-call-settings.ts';
import { startVoiceCall, type VoiceCallDeps } from './startVoiceCall.ts';

export type { VoiceCallDeps } from './startVoiceCall.ts';

/**
 * POST `{ token, transport? }` -> `{ callId, webCallUrl }` (Daily) or `{ callId,
 * websocketCallUrl, typedTurns }` (WebSocket; `typedTurns`: the channel the live check decided)
 * of a new Vapi call created with the private key.
 */
export function createHandler(deps: VoiceCallDeps): (req: Request) => Promise<Response> {
  return postEndpoint(voiceCallContract, deps, (request, req) => {
    const caller = clientNetworksOf(clientIp(req, deps.config.trustedProxyHops));
    return startVoiceCall(deps, caller, {
      token: request.token,
      transport: request.transport ?? deps.voice.transport,
    });
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(voiceCallContract, ({ env, config, logger, fetch, now }) => {
  const repository = createSupabaseRepository(config);
  return createHandler({
    config,
    voice: readVoiceCallSettings(env),
    repository,
    fetch,
    now,
    logger,
    spendCap: spendCapFromEnv(env, config, repository, logger),
    typedTurns: createSupabaseTypedTurnStore(config),
  });
});

if (import.meta.main) Deno.serve(handler);
