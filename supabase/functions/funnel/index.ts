// POST /functions/v1/funnel: the page's counted steps (issue 41), `{ events: [...] }` (1 to 10,
// funnelEventsSchema of @hlasovy-asistent/validation), stored as counts per Bratislava day and
// step (record_funnel_events). Nothing of the caller is stored with them: its network is only
// the key of the rate limits (peppered HMACs in private.rate_limits, deleted when the window
// ends). The page sends with `fetch(..., { credentials: 'omit' })` (keepalive as it goes away) and a
// text/plain body, a request the browser makes without a preflight and without cookies, and
// without the project key: the counts need no key (it is public anyway); the limits per network
// and for the whole site keep them from being inflated cheaply.
import { type FunnelEvent, funnelContract, isAllowedOrigin } from '@hlasovy-asistent/validation';
import { clientIp, networkPrefixesOf, rateLimitKeyOf } from '../_shared/client-ip.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError } from '../_shared/errors.ts';
import { createSupabaseFunnelCounts, type FunnelCounts } from '../_shared/funnel-counts.ts';
import type { Logger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { enforceRateLimits, type RateLimitCheck } from '../_shared/rate-limit.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { type FunnelLimits, readFunnelLimits } from './funnelConfig.ts';

/** Retry-After of every funnel 429 (a page that is refused simply sends nothing more). */
export const FUNNEL_RETRY_AFTER_SECONDS = 60;

export interface FunnelDeps {
  config: Pick<FunctionConfig, 'siteOrigins' | 'trustedProxyHops'>;
  limits: FunnelLimits;
  repository: Pick<DemoRequestRepository, 'hitRateLimit'>;
  counts: FunnelCounts;
  logger: Logger;
}

/** The buckets in the order they are counted: a refused network does not use the site's cap. */
function funnelLimitChecks(address: string, limits: FunnelLimits): RateLimitCheck[] {
  const network = rateLimitKeyOf(address);
  const prefixes = networkPrefixesOf(address);
  return [
    { bucket: 'funnel_net_minute', key: network, rule: limits.networkMinute },
    { bucket: 'funnel_net_hour', key: network, rule: limits.networkHour },
    ...(prefixes
      ? [{ bucket: 'funnel_net48_hour', key: prefixes.net48, rule: limits.net48Hour }]
      : []),
    { bucket: 'funnel_global_hour', key: 'all', rule: limits.globalHour },
  ];
}

/**
 * POST `{ events }` -> `200 {counted, duplicates, unknown}`. Malformed bodies are refused before
 * anything is counted (400 / 413 / 415) and use none of the limits; over a limit: 429. A browser
 * on another site (its `Origin` not in SITE_ORIGINS) is refused (403): such a page could
 * otherwise make its own visitors' browsers count here, each from its own network.
 */
export function createHandler(deps: FunnelDeps): (req: Request) => Promise<Response> {
  return postEndpoint(
    funnelContract,
    deps,
    async ({ events }, req) => {
      const address = clientIp(req, deps.config.trustedProxyHops);
      await enforceRateLimits(
        deps.repository,
        funnelLimitChecks(address, deps.limits),
        FUNNEL_RETRY_AFTER_SECONDS,
      );
      return await deps.counts.record(events as FunnelEvent[]);
    },
    (req) => {
      const origin = req.headers.get('Origin');
      if (origin !== null && !isAllowedOrigin(origin, deps.config.siteOrigins)) {
        throw new HttpError('origin_not_allowed', 'This origin may not count here');
      }
    },
  );
}

/** Wired to the process environment and Postgres; no API key (see the top of this file). */
const handler = serveFromEnv(funnelContract, ({ env, config, logger }) =>
  createHandler({
    config,
    limits: readFunnelLimits(env),
    repository: createSupabaseRepository(config),
    counts: createSupabaseFunnelCounts(config),
    logger,
  }),
);

if (import.meta.main) Deno.serve(handler);
