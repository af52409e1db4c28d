import assert from 'node:assert/strict';
import { createMemoryBookingStore } from '../_shared/booking-store.ts';
import { rateLimitKeyOf } from '../_shared/client-ip.ts';
import { createHarness, errorOf, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';

const CONTROL_URL = 'https://control.vapi.test/call-7/control';
/** The visitor's address: the network that holds call-7. */
const CALLER_IP = '198.51.100.7';
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
    bookingId: 'call-7',
    ...extra,
  });

/** Slots offered in call-7, a browser call held by CALLER_IP's network. */
async function offer(h: ReturnType<typeof setup>, ids: string[]) {
  h.booking.holders.set('call-7', { channel: 'voice', holder: rateLimitKeyOf(CALLER_IP) });
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
  const response = await h.handler(postJson(payload, { ip: CALLER_IP }));
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
    bookingId: 'call-7',
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
  const response = await h.handler(postJson(slotPayload('2026-11-30T10:15'), { ip: CALLER_IP }));
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
  assert.equal((await h.handler(postJson(slotPayload(), { ip: CALLER_IP }))).status, 200);
  const second = await h.handler(
    postJson(slotPayload('2026-11-30T10:00', { phone: '+421905123457' }), { ip: CALLER_IP }),
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

Deno.test('voice booking: a slot id beside the scheduled time, or a booking id of an immediate call, is a 400', async () => {
  const h = setup();
  const withSlotId = slotPayload('2026-11-30T10:00', { slotId: '2026-11-30T10:00' });
  assert.equal((await h.handler(postJson(withSlotId))).status, 400);
  const immediate = validPayload({ callType: 'immediate', bookingId: 'call-7' });
  assert.equal((await h.handler(postJson(immediate))).status, 400);
});

Deno.test('voice booking: a plain form request needs no booking store and says nothing', async () => {
  const h = createHarness({ now: NOW });
  const response = await h.handler(postJson(validPayload()));
  assert.equal(response.status, 200);
  assert.equal(((await response.json()) as Record<string, unknown>).slot, undefined);
});

Deno.test('consent per source: a form request with a slot id is refused before anything is counted', async () => {
  const h = setup();
  await offer(h, ['2026-11-30T10:00']);
  const payload = slotPayload();
  // the lead was stored with the demo form's consent record, not the booking card's
  h.repository.consents.set(String(payload.requestId), {
    givenAt: new Date(NOW).toISOString(),
    textVersion: 'gdpr-0123456789abcdef',
    source: 'form-scheduled',
    marketingConsent: false,
  });
  const response = await h.handler(postJson(payload, { ip: CALLER_IP }));
  assert.equal(response.status, 422);
  assert.equal((await errorOf(response)).code, 'consent_source_mismatch');
  assert.equal(h.vapi.calls.length, 0);
  assert.equal(h.repository.calls.size, 0);
  assert.equal(h.booking.bookings.size, 0);
});

/** The lead of `payload` stored with the consent record of `source` (what the page inserted). */
function storedWith(h: ReturnType<typeof setup>, payload: Record<string, unknown>, source: string) {
  h.repository.consents.set(String(payload.requestId), {
    givenAt: new Date(NOW).toISOString(),
    textVersion: 'gdpr-0123456789abcdef',
    source,
    marketingConsent: false,
  });
}

Deno.test("consent per source: the booking card's consent without a slot, the form's other tab or an unknown source is refused", async () => {
  const h = setup();
  const cases: [Record<string, unknown>, string][] = [
    [
      validPayload({ callType: 'scheduled', scheduledDate: '2026-11-28', scheduledTime: '10:00' }),
      'voice-booking',
    ],
    [validPayload(), 'chat-booking'],
    [validPayload(), 'form-scheduled'],
    [validPayload(), 'newsletter'],
  ];
  for (const [payload, source] of cases) {
    storedWith(h, payload, source);
    const response = await h.handler(postJson(payload, { ip: CALLER_IP }));
    assert.equal(response.status, 422, source);
    assert.equal((await errorOf(response)).code, 'consent_source_mismatch');
  }
  assert.equal(h.vapi.calls.length, 0);
  assert.equal(h.repository.calls.size, 0);
});

Deno.test('consent per source: records of pages built before the names (demo-modal:<tab>, voice-booking:scheduled) still pass', async () => {
  const h = setup();
  const form = validPayload();
  storedWith(h, form, 'demo-modal:immediate');
  assert.equal((await h.handler(postJson(form, { ip: CALLER_IP }))).status, 200);
  await offer(h, ['2026-11-30T10:00']);
  const booking = slotPayload();
  storedWith(h, booking, 'voice-booking:scheduled');
  assert.equal((await h.handler(postJson(booking, { ip: CALLER_IP }))).status, 200);
});

Deno.test('a booking id is used only from the network that holds its conversation', async () => {
  const h = setup();
  await offer(h, ['2026-11-30T10:00']);
  // a stranger who learnt call-7's id (and the offered slot) books from another address
  const stranger = await h.handler(postJson(slotPayload(), { ip: '192.0.2.99' }));
  assert.equal(stranger.status, 403);
  assert.equal((await errorOf(stranger)).code, 'booking_other_network');
  // an id of no conversation this backend holds
  const unknown = slotPayload('2026-11-30T10:00', { bookingId: 'call-invented' });
  await h.booking.store.recordOffers(
    'call-invented',
    [{ id: '2026-11-30T10:00', startsAt: NOW }],
    null,
  );
  const invented = await h.handler(postJson(unknown, { ip: CALLER_IP }));
  assert.equal(invented.status, 409);
  assert.equal((await errorOf(invented)).code, 'slot_not_offered');
  assert.equal(h.vapi.calls.length, 0);
  assert.equal(h.repository.calls.size, 0);
  // the visitor's own network books it
  assert.equal((await h.handler(postJson(slotPayload(), { ip: CALLER_IP }))).status, 200);
  assert.equal(h.booking.bookings.size, 1);
});

Deno.test('a written conversation books with chat-booking; the voice card consent on a chat id is refused', async () => {
  const h = setup();
  h.booking.holders.set('chat-3', { channel: 'chat', holder: rateLimitKeyOf(CALLER_IP) });
  await h.booking.store.recordOffers('chat-3', [{ id: '2026-11-30T10:00', startsAt: NOW }], null);
  const asVoice = slotPayload('2026-11-30T10:00', { bookingId: 'chat-3' });
  storedWith(h, asVoice, 'voice-booking');
  const refused = await h.handler(postJson(asVoice, { ip: CALLER_IP }));
  assert.equal(refused.status, 422);
  assert.equal((await errorOf(refused)).code, 'consent_source_mismatch');
  const asChat = slotPayload('2026-11-30T10:00', { bookingId: 'chat-3' });
  storedWith(h, asChat, 'chat-booking');
  assert.equal((await h.handler(postJson(asChat, { ip: CALLER_IP }))).status, 200);
  assert.deepEqual(h.booking.bookings.get(String(asChat.requestId)), {
    bookingId: 'chat-3',
    slotId: '2026-11-30T10:00',
  });
});

Deno.test('with browser-created calls an id of no known conversation books (offered and free still checked)', async () => {
  const booking = createMemoryBookingStore();
  const h = createHarness(
    { now: NOW, env: { ...SECRETS, SCHEDULE_SLOT_CAPACITY: '1' } },
    { bookings: booking.store, browserCreatedCalls: true },
  );
  await booking.store.recordOffers('call-7', [{ id: '2026-11-30T10:00', startsAt: NOW }], null);
  assert.equal((await h.handler(postJson(slotPayload(), { ip: CALLER_IP }))).status, 200);
  const notOffered = await h.handler(postJson(slotPayload('2026-11-30T10:15'), { ip: CALLER_IP }));
  assert.equal(notOffered.status, 409);
});

Deno.test('voice booking: an offered slot outside the booking hours is refused with the next ones, nothing dialled', async () => {
  for (const slotId of ['2026-11-28T10:00', '2026-11-30T02:45', '2026-11-30T17:00']) {
    const h = setup();
    // offered before the hours changed, or by mistake: the server still refuses it
    await offer(h, [slotId]);
    const response = await h.handler(postJson(slotPayload(slotId), { ip: CALLER_IP }));
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
