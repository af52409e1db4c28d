import { corsHeaders, preflightResponse } from './cors.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { errorResponse } from './json.ts';
import type { Logger } from './logger.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export interface PostEndpointDeps {
  config: Pick<FunctionConfig, 'siteOrigins'>;
  logger: Logger;
}

/**
 * The frame of a POST function (or, with `method`, a GET one that must not be cached): CORS and
 * `Cache-Control: no-store` on every answer, the OPTIONS preflight, 405 for other methods, and
 * every failure through `errorResponse` (a 5xx other than `internal_error` is also logged as a
 * warning, with its cause). `answer` gets the request and the headers its response must carry.
 */
export function postEndpoint(
  deps: PostEndpointDeps,
  answer: (req: Request, headers: Record<string, string>) => Promise<Response>,
  method: 'POST' | 'GET' = 'POST',
): (req: Request) => Promise<Response> {
  const { config, logger } = deps;
  const METHODS = `${method}, OPTIONS`;
  return async (req) => {
    const headers = { ...corsHeaders(req, config.siteOrigins, METHODS), ...NO_STORE };
    try {
      if (req.method === 'OPTIONS') return preflightResponse(req, config.siteOrigins, METHODS);
      if (req.method !== method) {
        throw new HttpError('method_not_allowed', `${req.method} is not allowed; use ${method}`, {
          headers: { Allow: METHODS },
        });
      }
      return await answer(req, headers);
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500 && error.code !== 'internal_error') {
        logger.warn(`answered ${error.status} ${error.code}`, error.message, error.cause);
      }
      return errorResponse(error, headers, logger);
    }
  };
}
