import { denoEnv, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { issueFormToken } from '../_shared/form-token.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';

export interface FormTokenDeps {
  config: FunctionConfig;
  now: () => Date;
  logger: Logger;
}

/**
 * GET -> `{ token }`: the signed form token the demo form sends back with its notification, so
 * handle-demo-request can tell a form filled in by a person (older than FORM_MIN_FILL_SECONDS)
 * from a script. No cookie and nothing stored.
 */
export function createHandler(deps: FormTokenDeps): (req: Request) => Promise<Response> {
  return postEndpoint(
    deps,
    async (_req, headers) => {
      const secret = deps.config.botCheck.formTokenSecret;
      if (!secret) {
        deps.logger.warn('FORM_TOKEN_SECRET is not set: no form tokens');
        throw new HttpError('config_missing', 'Form tokens are not enabled on this server');
      }
      const token = await issueFormToken(secret, deps.now().getTime());
      return jsonResponse({ token }, 200, headers);
    },
    'GET',
  );
}

/** Handler wired to the process environment (read on first request). */
export const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('demo-form-token'),
  methods: 'GET, OPTIONS',
  build: () =>
    createHandler({
      config: readConfig(denoEnv),
      now: () => new Date(),
      logger: createConsoleLogger('demo-form-token'),
    }),
});

if (import.meta.main) Deno.serve(handler);
