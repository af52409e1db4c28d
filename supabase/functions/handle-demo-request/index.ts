import {
  type DemoNotification,
  demoNotificationSchema,
  parseDemoSlotId,
} from '@hlasovy-asistent/validation';
import { readJsonBody } from '../_shared/body.ts';
import { clientIp, rateLimitKeyOf } from '../_shared/client-ip.ts';
import { denoEnv, readConfig, text } from '../_shared/env.ts';
import { jsonResponse } from '../_shared/json.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { postEndpoint } from '../_shared/post-endpoint.ts';
import { withApiKey } from '../_shared/serve.ts';
import { spendCapFromEnv } from '../_shared/spend-cap-wiring.ts';
import { createSupabaseBookingStore } from '../_shared/supabase-booking-store.ts';
import { createSupabaseRepository } from '../_shared/supabase-repository.ts';
import { parseWith } from '../_shared/validate.ts';
import { waitUntil } from '../_shared/wait-until.ts';
import { type DemoRequestDeps, processDemoRequest } from './processDemoRequest.ts';
import { bookedSlot, confirmAloud, type VoiceBooking } from './voiceBooking.ts';

/** The booking a valid payload names (its slot id parsed), or null. */
function checkedBooking(payload: DemoNotification): VoiceBooking | null {
  const slot = payload.slotId ? parseDemoSlotId(payload.slotId) : null;
  return slot && payload.slotId && payload.voiceCallId
    ? { callId: payload.voiceCallId, slotId: payload.slotId, ...slot }
    : null;
}

export type { DemoRequestDeps } from './processDemoRequest.ts';

/** POST the demo notification payload: validate, check the lead, limit, claim, dial, answer. */
export function createHandler(deps: DemoRequestDeps): (req: Request) => Promise<Response> {
  return postEndpoint(deps, async (req, headers) => {
    const payload = parseWith(demoNotificationSchema, await readJsonBody(req));
    const ip = clientIp(req, deps.config.trustedProxyHops);
    const result = await processDemoRequest(deps, payload, { ip, key: rateLimitKeyOf(ip) });
    const booking = checkedBooking(payload);
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
const handler = withApiKey({
  env: denoEnv,
  logger: createConsoleLogger('handle-demo-request'),
  methods: 'POST, OPTIONS',
  build: () => {
    const config = readConfig(denoEnv);
    const repository = createSupabaseRepository(config);
    const logger = createConsoleLogger('handle-demo-request');
    return createHandler({
      config,
      repository,
      fetch: (input, init) => fetch(input, init),
      now: () => new Date(),
      logger,
      waitUntil,
      spendCap: spendCapFromEnv(denoEnv, config, repository, logger),
      bookings: createSupabaseBookingStore(config),
      browserCreatedCalls: text(denoEnv, 'VOICE_BROWSER_CREATED_CALLS')?.toLowerCase() === 'true',
    });
  },
});

if (import.meta.main) Deno.serve(handler);
