import { demoBookingOf, handleDemoRequestContract } from '@hlasovy-asistent/validation';
import { clientIp, rateLimitKeyOf } from '../_shared/client-ip.ts';
import { text } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/json.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { serveFromEnv } from '../_shared/serve-from-env.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseBookingStore } from '../_shared/supabase-booking-store.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { waitUntil } from '../_shared/wait-until.ts';
import { type DemoRequestDeps, processDemoRequest } from './processDemoRequest.ts';
import { bookedSlot, confirmAloud } from './voiceBooking.ts';

export type { DemoRequestDeps } from './processDemoRequest.ts';

/** POST the demo notification payload: validate, check the lead, limit, claim, dial, answer. */
export function createHandler(deps: DemoRequestDeps): (req: Request) => Promise<Response> {
  return postEndpoint(handleDemoRequestContract, deps, async (payload, req, headers) => {
    const ip = clientIp(req, deps.config.trustedProxyHops);
    const booking = demoBookingOf(payload);
    const result = await processDemoRequest(deps, payload, booking, {
      ip,
      key: rateLimitKeyOf(ip),
    });
    if (booking && result.status < 300) {
      result.body.slot = bookedSlot(booking);
      if (result.body.duplicate !== true) {
        deps.waitUntil(confirmAloud(deps, booking, result.body.status));
      }
    }
    return jsonResponse(result.body, result.status, headers);
  });
}

/** Handler wired to the process environment and Postgres (created on first request). */
const handler = serveFromEnv(handleDemoRequestContract, ({ env, config, logger, fetch, now }) => {
  const repository = createSupabaseRepository(config);
  return createHandler({
    config,
    repository,
    fetch,
    now,
    logger,
    waitUntil,
    spendCap: spendCapFromEnv(env, config, repository, logger),
    bookings: createSupabaseBookingStore(config),
    browserCreatedCalls: text(env, 'VOICE_BROWSER_CREATED_CALLS')?.toLowerCase() === 'true',
  });
});

if (import.meta.main) Deno.serve(handler);
