import assert from 'node:assert/strict';
import { createMemoryBookingStore } from '../_shared/booking-store.ts';
import { createHarness, errorOf, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';

const CONTROL_URL = 'https://control.vapi.test/call-7/control';
// Friday 27 November 2026, 09:00 in Bratislava
const NOW = '2026-11-27T08:00:00Z';

function setup(capacity = { SCHEDULE_SLOT_CAPACITY: '1' }) {
  const booking = createMemoryBookingStore();
  const harness = createHarness(
    { now: NOW, env: { ...SECRETS, ...capacity } },
    { bookings: booking.store },
  );
  return { ...harness, booking };
}

const slotPayload = (slotId = '2026-11-30T10:00', extra: Record<string, unknown> = {}) =>
  validPayload({
    callType: 'scheduled',
    scheduledDate: slotId.slice(0, 10),
    scheduledTime: slotId.slice(11),
    slotId,
    voiceCallId: 'call-7',
    ...extra,
  });

async function offer(h: ReturnType<typeof setup>, ids: string[]) {
  await h.booking.store.recordOffers(
    'call-7',
    ids.map((id) => ({ id, startsAt: new Date(0).toISOString() })),
    CONTROL_URL,
  );
}

Deno.test('voice booking: an offered free slot is booked, linked to its call and confirmed aloud', async () => {
  const h = setup();
  await offer(h, ['2026-11-30T10:00']);
  const payload = slotPayload();
  const response = await h.handler(postJson(payload));
  assert.equal(response.status, 200);
  const body = (await response.json()) as Record<string, unknown>;
  assert.equal(body.status, 'scheduled');
  assert.deepEqual(body.slot, {
    id: '2026-11-30T10:00',
    date: '2026-11-30',
    time: '10:00',
    label: 'pondelok 30. novembra o 10:00',
  });
  assert.deepEqual(h.booking.bookings.get(String(payload.requestId)), {
    callId: 'call-7',
    slotId: '2026-11-30T10:00',
  });
  await h.settled();
  const said = h.vapi.webhooks.find((w) => w.url === CONTROL_URL);
  assert.deepEqual(said?.body, {
    type: 'say',
    content:
      'Ďakujem, ukážku máte rezervovanú na pondelok tridsiateho novembra o desiatej. V tom čase vám zavoláme na zadané číslo.',
  });
});

Deno.test('voice booking: a slot never offered in the call is refused before any limit or dial', async () => {
  const h = setup();
  await offer(h, ['2026-11-30T10:00']);
  const response = await h.handler(postJson(slotPayload('2026-11-30T10:15')));
  assert.equal(response.status, 409);
  assert.equal((await errorOf(response)).code, 'slot_not_offered');
  assert.equal(h.vapi.calls.length, 0);
  assert.equal(h.repository.calls.size, 0);
});

// The in-memory slot load stays empty: the second booking passes the early check and meets the
// capacity where the database enforces it (reserve_call_capacity), as a concurrent one would.
Deno.test('voice booking: a slot filled meanwhile is refused with the next free ones, then offered', async () => {
  const h = setup();
  await offer(h, ['2026-11-30T10:00']);
  assert.equal((await h.handler(postJson(slotPayload()))).status, 200);
  const second = await h.handler(
    postJson(slotPayload('2026-11-30T10:00', { phone: '+421905123457' })),
  );
  assert.equal(second.status, 409);
  const error = (await second.json()) as {
    error: { code: string; message: string; nextSlots: { id: string }[] };
  };
  assert.equal(error.error.code, 'slot_taken');
  assert.deepEqual(
    error.error.nextSlots.map((s) => s.id),
    ['2026-11-30T10:15', '2026-11-30T11:15', '2026-11-30T12:15'],
  );
  assert.equal(
    error.error.message,
    'Tento termín je už obsadený. Voľné sú v pondelok 30. novembra o 10:15, 11:15 a 12:15.',
  );
  assert.ok(h.booking.offers.get('call-7')?.has('2026-11-30T10:15'));
  assert.equal(h.booking.bookings.size, 1);
  assert.equal(h.vapi.calls.length, 1);
});

Deno.test('voice booking: slotId without voiceCallId, or naming another time, is a 400', async () => {
  const h = setup();
  const { voiceCallId: _v, ...noCall } = slotPayload();
  assert.equal((await h.handler(postJson(noCall))).status, 400);
  const mismatch = slotPayload('2026-11-30T10:00', { scheduledTime: '10:15' });
  assert.equal((await h.handler(postJson(mismatch))).status, 400);
});

Deno.test('voice booking: a plain form request needs no booking store and says nothing', async () => {
  const h = createHarness({ now: NOW });
  const response = await h.handler(postJson(validPayload()));
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as Record<string, unknown>).slot, undefined);
});

Deno.test('voice booking: an offered slot outside the booking hours is refused with the next ones, nothing dialled', async () => {
  for (const slotId of ['2026-11-28T10:00', '2026-11-30T02:45', '2026-11-30T17:00']) {
    const h = setup();
    // offered before the hours changed, or by mistake: the server still refuses it
    await offer(h, [slotId]);
    const response = await h.handler(postJson(slotPayload(slotId)));
    assert.equal(response.status, 409, slotId);
    const error = (await response.json()) as {
      error: { code: string; message: string; nextSlots: { id: string }[] };
    };
    assert.equal(error.error.code, 'slot_outside_hours');
    assert.match(error.error.message, /^V tomto čase ukážky nerobíme\. Voľné sú /);
    for (const next of error.error.nextSlots) {
      const time = next.id.slice(11);
      assert.ok(time >= '09:00' && time <= '16:45', next.id);
      assert.ok(h.booking.offers.get('call-7')?.has(next.id));
    }
    assert.equal(h.vapi.calls.length, 0);
    assert.equal(h.repository.calls.size, 0);
    assert.equal(h.booking.bookings.size, 0);
  }
});

Deno.test("voice booking: the demo form's own night slot is still the spec's (no booking hours)", async () => {
  const h = createHarness({ now: NOW });
  const night = validPayload({
    callType: 'scheduled',
    scheduledDate: '2026-11-29',
    scheduledTime: '03:00',
  });
  const response = await h.handler(postJson(night));
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as Record<string, unknown>).status, 'scheduled');
});
