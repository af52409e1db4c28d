import type { FunctionAnswer, FunctionContract, ParsedRequest } from '@hlasovy-asistent/validation';
import { corsHeaders, preflightResponse } from './cors.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { errorResponse, jsonResponse } from './json.ts';
import type { Logger } from './logger.ts';
import { readRequest } from './request.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export interface PostEndpointDeps {
  config: Pick<FunctionConfig, 'siteOrigins'>;
  logger: Logger;
}

type Answer<C extends FunctionContract> = (
  request: ParsedRequest<C>,
  req: Request,
  headers: Record<string, string>,
) => Promise<FunctionAnswer<C> | Response>;

/**
 * The frame of the function of `contract`: CORS and `Cache-Control: no-store` on every answer
 * (a 2xx: the contract's cache), the OPTIONS preflight, 405 for another method than the
 * contract's (POST with a request schema, else GET), `before` (a secret header, the Origin:
 * checked before the body is read), the request read and parsed with the contract's schema, and
 * every failure through `errorResponse` (a 5xx other than `internal_error` is also logged as a
 * warning, with its cause). `answer` gets the parsed request and returns the answer (written
 * with the contract's status) or, for another status, a Response with `headers`.
 */
export function postEndpoint<C extends FunctionContract>(
  contract: C,
  deps: PostEndpointDeps,
  answer: NoInfer<Answer<C>>,
  before?: (req: Request) => void,
): (req: Request) => Promise<Response> {
  const { config, logger } = deps;
  const method = contract.request ? 'POST' : 'GET';
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
      before?.(req);
      const answered = await answer(await readRequest(contract, req), req, headers);
      if (answered instanceof Response) return answered;
      const cache = contract.cache ? { 'Cache-Control': contract.cache } : {};
      return jsonResponse(answered, contract.status ?? 200, { ...headers, ...cache });
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500 && error.code !== 'internal_error') {
        logger.warn(`answered ${error.status} ${error.code}`, error.message, error.cause);
      }
      return errorResponse(error, headers, logger);
    }
  };
}
