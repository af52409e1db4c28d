import { denoEnv, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { issueFormToken } from '../_shared/form-token.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';

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

let served: ((req: Request) => Promise<Response>) | undefined;

/** Handler wired to the process environment (read on first request). */
export const handler = (req: Request): Promise<Response> => {
  served ??= createHandler({
    config: readConfig(denoEnv),
    now: () => new Date(),
    logger: createConsoleLogger('demo-form-token'),
  });
  return served(req);
};

if (import.meta.main) Deno.serve(handler);
