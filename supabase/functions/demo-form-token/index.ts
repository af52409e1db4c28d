import { demoFormTokenContract } from '@hlasovy-asistent/validation';
import { type EnvReader, type FunctionConfig, integer } from '../_shared/env.ts';
import { issueFormToken } from '../_shared/form-token.ts';
import { issueLimitedToken } from '../_shared/limited-token.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { DEMO_RETRY_AFTER_SECONDS } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';

export interface FormTokenDeps {
  config: FunctionConfig;
  /** Tokens per client network per 10 minutes (`FORM_TOKEN_RATE_LIMIT_MAX`, default 20). */
  tokenLimit: { max: number; windowSeconds: number };
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  now: () => Date;
  logger: Logger;
}

/**
 * GET -> `{ token }`: the signed form token the demo form sends back with its notification, so
 * handle-demo-request can tell a form filled in by a person (older than FORM_MIN_FILL_SECONDS)
 * from a script. No cookie; only the per-address counter (`form_token_ip`) is stored.
 */
export function createHandler(deps: FormTokenDeps): (req: Request) => Promise<Response> {
  return postEndpoint(demoFormTokenContract, deps, async (_request, req) => ({
    token: await issueLimitedToken(deps, req, {
      name: 'form tokens',
      unavailable: 'Form tokens are not enabled on this server',
      bucket: 'form_token_ip',
      rule: deps.tokenLimit,
      retryAfterSeconds: DEMO_RETRY_AFTER_SECONDS,
      sign: issueFormToken,
    }),
  }));
}

/** Handler wired to the process environment (read on first request). */
const handler = serveFromEnv(demoFormTokenContract, ({ env, config, logger, now }) =>
  createHandler({
    config,
    tokenLimit: readTokenLimit(env),
    repository: createSupabaseRepository(config),
    now,
    logger,
  }),
);

/** `FORM_TOKEN_RATE_LIMIT_MAX` tokens per client network per 600 s (default 20). */
export function readTokenLimit(env: EnvReader): { max: number; windowSeconds: number } {
  return { max: integer(env, 'FORM_TOKEN_RATE_LIMIT_MAX'), windowSeconds: 600 };
}

if (import.meta.main) Deno.serve(handler);
