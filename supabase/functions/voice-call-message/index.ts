import { voiceCallMessageContract } from '@hlasovy-asistent/validation';
import { clientRateLimitKey } from '../_shared/client-ip.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { createSupabaseTypedTurnStore } from '../_shared/supabase-typed-turn-store.ts';
import { sendTypedTurn, type TypedTurnDeps } from './sendTypedTurn.ts';

export type VoiceCallMessageDeps = TypedTurnDeps & { config: FunctionConfig };

/**
 * POST `{ callId, text }` -> `202 { sent: true, text }`: the visitor's typed turn into their live
 * WebSocket call through the call's control URL (the fallback channel the live check chooses
 * when Vapi's socket ignores `add-message`; `voice-call` answers `typedTurns: "control"` then).
 */
export function createHandler(deps: VoiceCallMessageDeps): (req: Request) => Promise<Response> {
  return postEndpoint(voiceCallMessageContract, deps, async (request, req) => {
    const network = clientRateLimitKey(req, deps.config.trustedProxyHops);
    return { sent: true, text: await sendTypedTurn(deps, network, request) };
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(voiceCallMessageContract, ({ config, logger, fetch }) =>
  createHandler({
    config,
    repository: createSupabaseRepository(config),
    typedTurns: createSupabaseTypedTurnStore(config),
    fetch,
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
