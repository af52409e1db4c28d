import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { denoEnv, type FunctionConfig, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { issueFormToken } from '../_shared/form-token.ts';
import { errorResponse, jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger, type Logger } from '../_shared/logger.ts';

const METHODS = 'GET, OPTIONS';
const NO_STORE = { 'Cache-Control': 'no-store' };

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
  const { config, logger } = deps;
  return async (req) => {
    const cors = { ...corsHeaders(req, config.siteOrigins, METHODS), ...NO_STORE };
    try {
      if (req.method === 'OPTIONS') return preflightResponse(req, config.siteOrigins, METHODS);
      if (req.method !== 'GET') {
        throw new HttpError('method_not_allowed', `${req.method} is not allowed; use GET`, {
          headers: { Allow: METHODS },
        });
      }
      const secret = config.botCheck.formTokenSecret;
      if (!secret) {
        logger.warn('FORM_TOKEN_SECRET is not set: no form tokens');
        throw new HttpError('config_missing', 'Form tokens are not enabled on this server');
      }
      const token = await issueFormToken(secret, deps.now().getTime());
      return jsonResponse({ token }, 200, cors);
    } catch (error) {
      return errorResponse(error, cors, logger);
    }
  };
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
