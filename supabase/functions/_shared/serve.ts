// The production frame of every function (what `Deno.serve` gets): the API key check, then the
// handler built once from the environment. A setting that does not parse is a 500
// `config_invalid` whose log names it (the answer does not), never a silent default.
import { type FunctionContract, ValidationError } from '@hlasovy-asistent/validation';
import { acceptedApiKeys, checkApiKey } from './api-key.ts';
import { corsHeaders, parseOrigins } from './cors.ts';
import type { EnvReader } from './env.ts';
import { HttpError } from './errors.ts';
import { errorResponse } from './json.ts';
import type { Logger } from './logger.ts';

type Handler = (req: Request) => Promise<Response>;

export interface ServeOptions {
  env: EnvReader;
  logger: Logger;
  /** Builds the handler from the environment; may throw ValidationError('invalid_setting'). */
  build: () => Handler;
}

/**
 * What `Deno.serve` runs for the function of `contract`: the project's API key checked first
 * (unless the contract's callers send none: the beacon, the database, Vapi, which the handler
 * checks itself), then the handler, built once.
 */
export function serveFunction(contract: FunctionContract, options: ServeOptions): Handler {
  const { env, logger } = options;
  const methods = `${contract.request ? 'POST' : 'GET'}, OPTIONS`;
  let served: Handler | undefined;
  return async (req) => {
    try {
      // A CORS preflight carries no key (browsers never send one); the handler answers it.
      if (contract.apiKey !== false && req.method !== 'OPTIONS') checkKey(req, env, logger);
      served ??= buildOrExplain(options);
      return await served(req);
    } catch (error) {
      const headers = {
        ...corsHeaders(req, parseOrigins(env('SITE_ORIGINS')), methods),
        'Cache-Control': 'no-store',
      };
      return errorResponse(error, headers, logger);
    }
  };
}

function checkKey(req: Request, env: EnvReader, logger: Logger): void {
  const accepted = acceptedApiKeys(env);
  if (accepted.length === 0) {
    logger.error('no API keys in the environment (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_ANON_KEY)');
    throw new HttpError('config_missing', 'This function is not configured');
  }
  const verdict = checkApiKey(req, accepted);
  if (verdict === 'missing') {
    throw new HttpError(
      'missing_api_key',
      'Send the project publishable (or anon) key in the apikey header',
    );
  }
  if (verdict === 'invalid') throw new HttpError('invalid_api_key', 'Invalid API key');
}

function buildOrExplain({ build, logger }: ServeOptions): Handler {
  try {
    return build();
  } catch (error) {
    if (error instanceof ValidationError && error.code === 'invalid_setting') {
      logger.error(error.message);
      throw new HttpError('config_invalid', 'This function is misconfigured; see its log');
    }
    throw error;
  }
}
