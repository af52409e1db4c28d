import { voiceCallTokenContract } from '@hlasovy-asistent/validation';
import type { FunctionConfig } from '../_shared/env.ts';
import { issueLimitedToken } from '../_shared/limited-token.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { VOICE_RETRY_AFTER_SECONDS } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { readVoiceCallSettings, type VoiceCallSettings } from '../_shared/voice-call-settings.ts';
import { issueVoiceToken } from '../_shared/voice-token.ts';

interface VoiceTokenDeps {
  config: FunctionConfig;
  voice: Pick<VoiceCallSettings, 'rateLimits'>;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  now: () => Date;
  logger: Logger;
}

/**
 * GET -> `{ token }`: the single-use voice-call token, bound to the caller's network (IPv4
 * address, IPv6 /64). The site fetches one when the orb is hovered or focused, or the page
 * idles, and sends it with the click. Limited per network (`voice_token_net`).
 */
function createHandler(deps: VoiceTokenDeps): (req: Request) => Promise<Response> {
  return postEndpoint(voiceCallTokenContract, deps, async (_request, req) => ({
    token: await issueLimitedToken(deps, req, {
      name: 'voice-call tokens',
      unavailable: 'Voice calls are not available on this server',
      bucket: 'voice_token_net',
      rule: deps.voice.rateLimits.tokenNetwork,
      retryAfterSeconds: VOICE_RETRY_AFTER_SECONDS,
      sign: issueVoiceToken,
    }),
  }));
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(voiceCallTokenContract, ({ env, config, logger, now }) =>
  createHandler({
    config,
    voice: readVoiceCallSettings(env),
    repository: createSupabaseRepository(config),
    now,
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
