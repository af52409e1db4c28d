import { demoNotificationSchema } from '@repo/validation';
import { readJsonBody } from '../_shared/body.ts';
import { clientIp, rateLimitKeyOf } from '../_shared/client-ip.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { denoEnv, readConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { errorResponse, jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { parseWith } from '../_shared/validate.ts';
import { waitUntil } from '../_shared/wait-until.ts';
import { type DemoRequestDeps, processDemoRequest } from './processDemoRequest.ts';

export type { DemoRequestDeps } from './processDemoRequest.ts';

const METHODS = 'POST, OPTIONS';
const NO_STORE = { 'Cache-Control': 'no-store' };

/** POST the demo notification payload: validate, check the lead, limit, claim, dial, answer. */
export function createHandler(deps: DemoRequestDeps): (req: Request) => Promise<Response> {
  const { config, logger } = deps;
  return async (req) => {
    const cors = { ...corsHeaders(req, config.siteOrigins, METHODS), ...NO_STORE };
    try {
      if (req.method === 'OPTIONS') return preflightResponse(req, config.siteOrigins, METHODS);
      if (req.method !== 'POST') {
        throw new HttpError('method_not_allowed', `${req.method} is not allowed; use POST`, {
          headers: { Allow: METHODS },
        });
      }
      const payload = parseWith(demoNotificationSchema, await readJsonBody(req));
      const ip = clientIp(req, config.trustedProxyHops);
      const result = await processDemoRequest(deps, payload, { ip, key: rateLimitKeyOf(ip) });
      return jsonResponse(result.body, result.status, cors);
    } catch (error) {
      if (error instanceof HttpError && error.status >= 500 && error.code !== 'internal_error') {
        logger.warn(`answered ${error.status} ${error.code}`, error.message, error.cause);
      }
      return errorResponse(error, cors, logger);
    }
  };
}

let served: ((req: Request) => Promise<Response>) | undefined;

/** Handler wired to the process environment and Postgres (created on first request). */
export const handler = (req: Request): Promise<Response> => {
  if (!served) {
    const config = readConfig(denoEnv);
    served = createHandler({
      config,
      repository: createSupabaseRepository(config),
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logger: createConsoleLogger('handle-demo-request'),
      waitUntil,
    });
  }
  return served(req);
};

if (import.meta.main) Deno.serve(handler);
