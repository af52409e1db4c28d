// Booking in a voice call through the real local stack: Vapi's tool calls (signed with the
// tools' own secret header, no Supabase key) -> vapi-tools in Deno -> the booking tables in
// Postgres; bookings through handle-demo-request, as the page's card sends them.
import {
  DEFAULT_BOOKING_HOURS,
  isBookableSlot,
  isWithinBookingHours,
  lastBookableDate,
  parseBookingHours,
  VAPI_EVENTS_SECRET_HEADER,
} from '@hlasovy-asistent/validation';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type FunctionsHarness, startFunctionsHarness } from './functionsHarness.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const SECRET = 'vapi-tools-test-tools-secret-of-32-characters';
/** The events' secret (vapi-events): never accepted by vapi-tools. */
const EVENTS_SECRET = 'vapi-tools-test-webhook-secret-of-32-characters';
const SLOT_CAPACITY = 2;
const SCHEDULE_MAX_DAYS = 30;

let h: FunctionsHarness;
let seq = 0;

beforeAll(async () => {
  h = await startFunctionsHarness({
    functionsEnv: {
      VAPI_WEBHOOK_SECRET: EVENTS_SECRET,
      VAPI_TOOLS_SECRET: SECRET,
      SCHEDULE_SLOT_CAPACITY: String(SLOT_CAPACITY),
      SCHEDULE_MAX_DAYS: String(SCHEDULE_MAX_DAYS),
      RATE_LIMIT_IP_MAX: '100',
    },
  });
});

afterAll(async () => {
  await h?.stop();
});

interface ToolResult {
  name: string;
  toolCallId: string;
  result?: string;
  error?: string;
  metadata?: { slots?: { id: string; date: string; time: string; label: string }[] };
}

function toolCall(callId: string, name: string, args: Record<string, unknown> = {}) {
  seq += 1;
  return {
    id: `tc-${seq}-${Date.now()}`,
    body: {
      message: {
        type: 'tool-calls',
        call: { id: callId },
        toolCallList: [
          { id: `tc-${seq}-${Date.now()}`, type: 'function', function: { name, arguments: args } },
        ],
      },
    },
  };
}

async function postTool(body: unknown, secret: string | null = SECRET) {
  const response = await fetch(`${h.stack.url}/functions/v1/vapi-tools`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(secret === null ? {} : { [VAPI_EVENTS_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { results: ToolResult[] } };
}

async function offeredSlots(callId: string, args: Record<string, unknown> = {}) {
  const call = toolCall(callId, 'demo_slots', args);
  const answer = await postTool(call.body);
  expect(answer.status).toBe(200);
  return answer.body.results[0]?.metadata?.slots ?? [];
}

const booking = (slot: { id: string; date: string; time: string }, callId: string) => {
  seq += 1;
  return {
    requestId: crypto.randomUUID(),
    name: 'Jana Hlasová',
    email: `jana${seq}@example.sk`,
    phone: `+4219051${String(seq).padStart(5, '0')}`,
    industry: 'reality',
    callType: 'scheduled',
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    bookingId: callId,
  };
};

const ip = () => `10.27.${Math.floor(++seq / 250)}.${seq % 250}`;

describe('vapi-tools through the local stack', () => {
  test('a signed demo_slots call answers 200, its toolCallId, and only slots the form accepts', async () => {
    const call = toolCall('call-slots-1', 'demo_slots');
    const { status, body } = await postTool(call.body);
    expect(status).toBe(200);
    const toolCallId = call.body.message.toolCallList[0]?.id;
    expect(body.results.map((r) => r.toolCallId)).toEqual([toolCallId]);
    const slots = body.results[0]?.metadata?.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    const last = lastBookableDate(SCHEDULE_MAX_DAYS, new Date());
    const hours = parseBookingHours(DEFAULT_BOOKING_HOURS);
    for (const slot of slots) {
      expect(isBookableSlot(slot.date, slot.time, new Date())).toBe(true);
      expect(isWithinBookingHours(hours, slot.date, slot.time)).toBe(true);
      expect(slot.date <= last).toBe(true);
    }
    expect(body.results[0]?.result).not.toMatch(/\n/);
    const { rows } = await h.db.query(
      'select slot_id from private.demo_slot_offers where vapi_call_id = $1 order by slot_id',
      ['call-slots-1'],
    );
    expect(rows.map((r) => r.slot_id)).toEqual(slots.map((s) => s.id).sort());
    // and the form's own path takes the first one, from the network that holds the call
    const visitor = ip();
    await h.holdVoiceCall('call-slots-1', visitor);
    const response = await h.submit(booking(slots[0] as (typeof slots)[0], 'call-slots-1'), {
      ip: visitor,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: string; slot: { id: string } };
    expect([answer.status, answer.slot.id]).toEqual(['scheduled', slots[0]?.id]);
  });

  test("the same request without the tools' secret (none, a wrong one, the events' secret) is 401 and stores nothing", async () => {
    const call = toolCall('call-unsigned', 'demo_slots');
    for (const secret of [null, 'x'.repeat(SECRET.length), EVENTS_SECRET]) {
      const answer = await postTool(call.body, secret);
      expect(answer.status).toBe(401);
    }
    const { rows } = await h.db.query(
      'select count(*)::int as n from private.vapi_tool_calls where vapi_call_id = $1',
      ['call-unsigned'],
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('a replayed toolCallId gets the first answer and changes nothing', async () => {
    const call = toolCall('call-replay', 'demo_slots');
    const first = await postTool(call.body);
    const countOffers = async () =>
      (
        await h.db.query(
          'select count(*)::int as n, max(offered_at) as at from private.demo_slot_offers where vapi_call_id = $1',
          ['call-replay'],
        )
      ).rows[0] as { n: number; at: Date };
    const before = await countOffers();
    const replays = await Promise.all([postTool(call.body), postTool(call.body)]);
    for (const replay of replays) expect(replay.body).toEqual(first.body);
    expect(await countOffers()).toEqual(before);
  });

  test('a slot id never offered in the call is refused, by the tool and by the booking', async () => {
    const slots = await offeredSlots('call-offered');
    const other = await offeredSlots('call-other', { date: slots.at(-1)?.date, time: '23:45' });
    const foreign = other.find((s) => !slots.some((o) => o.id === s.id));
    expect(foreign).toBeDefined();
    const select = toolCall('call-offered', 'select_demo_slot', { slotId: foreign?.id });
    const refused = await postTool(select.body);
    expect(refused.status).toBe(200);
    expect(refused.body.results[0]?.error).toMatch(/nebol v tomto rozhovore ponúknutý/);
    const visitor = ip();
    await h.holdVoiceCall('call-offered', visitor);
    const response = await h.submit(
      booking(foreign as NonNullable<typeof foreign>, 'call-offered'),
      { ip: visitor },
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'slot_not_offered',
    );
  });

  test('20 concurrent bookings of one slot (20 calls, each from its own network) store at most its capacity', async () => {
    const wanted = { date: lastBookableDate(5, new Date()), time: '10:00' };
    const calls = Array.from({ length: 20 }, (_, i) => ({ callId: `call-rush-${i}`, ip: ip() }));
    const offers = await Promise.all(
      calls.map(async ({ callId, ip: visitor }) => {
        await h.holdVoiceCall(callId, visitor);
        return (await offeredSlots(callId, wanted))[0];
      }),
    );
    const [slot] = offers;
    expect(slot).toBeDefined();
    const target = slot as NonNullable<typeof slot>;
    // the same free slot was offered in every call
    expect(offers.map((offer) => offer?.id)).toEqual(calls.map(() => target.id));
    const answers = await Promise.all(
      calls.map(({ callId, ip: visitor }) => h.submit(booking(target, callId), { ip: visitor })),
    );
    const statuses = answers.map((a) => a.status);
    const booked = statuses.filter((s) => s === 200).length;
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThanOrEqual(SLOT_CAPACITY);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const { rows } = await h.db.query(
      `select
         (select count(*)::int from private.demo_slot_bookings where slot_id = $1) as bookings,
         (select count(*)::int from private.demo_calls as d
            join private.demo_slot_bookings as b using (request_id)
           where b.slot_id = $1 and d.outcome in ('pending', 'retrying', 'call_placed', 'call_scheduled')) as live`,
      [target.id],
    );
    expect(rows[0]?.bookings).toBe(booked);
    expect(rows[0]?.live).toBeLessThanOrEqual(SLOT_CAPACITY);
  });
});
