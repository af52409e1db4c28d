import assert from 'node:assert/strict';
import { VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';
import { createMemoryBookingStore } from '../_shared/booking-store.ts';
import { createConsoleLogger } from '../_shared/logger.ts';
import { SECRETS, testConfig } from '../_testing/fakes.ts';
import { createHandler } from './index.ts';

const SECRET = 'a-vapi-tools-secret-of-32-chars-or-more';
// Friday 27 November 2026, 09:50 in Bratislava (08:50 UTC)
const NOW = new Date('2026-11-27T08:50:00Z');

function harness(
  load = createMemoryBookingStore(),
  options: { now?: Date; scheduleMaxDays?: number; env?: Record<string, string> } = {},
) {
  const config = testConfig({ ...SECRETS, ...options.env });
  const handler = createHandler({
    config: {
      siteOrigins: [],
      dialling: {
        ...config.dialling,
        scheduleMaxDays: options.scheduleMaxDays ?? 2,
        budget: { ...config.dialling.budget, perSlot: 1, perDay: 100 },
      },
    },
    toolsSecret: SECRET,
    store: load.store,
    now: () => options.now ?? NOW,
    logger: createConsoleLogger('vapi-tools', { warn: () => {}, error: () => {} }),
  });
  return { handler, ...load };
}

interface Result {
  name: string;
  toolCallId: string;
  result?: string;
  error?: string;
  metadata?: { slots?: { id: string; label: string }[]; selectedSlotId?: string };
}

function toolCalls(calls: { id: string; name: string; args?: unknown }[], callId = 'call-1') {
  return {
    message: {
      type: 'tool-calls',
      call: { id: callId, monitor: { controlUrl: 'https://control.vapi.test/call-1/control' } },
      toolCallList: calls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.args ?? {} },
      })),
    },
  };
}

async function post(h: ReturnType<typeof harness>, body: unknown, secret: string | null = SECRET) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers[VAPI_EVENTS_SECRET_HEADER] = secret;
  const response = await h.handler(
    new Request('http://localhost/functions/v1/vapi-tools', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as { results: Result[] } };
}

Deno.test('vapi-tools: without the secret 401 and nothing is stored', async () => {
  for (const secret of [null, 'x'.repeat(SECRET.length)]) {
    const h = harness();
    const answer = await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]), secret);
    assert.equal(answer.status, 401);
    assert.equal(h.toolCalls.size, 0);
    assert.equal(h.offers.size, 0);
  }
});

Deno.test('vapi-tools: demo_slots answers the toolCallId with bookable slots, spaced, remembered', async () => {
  const h = harness();
  const { status, body } = await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]));
  assert.equal(status, 200);
  const [first] = body.results;
  assert.equal(first?.toolCallId, 'tc-1');
  assert.equal(first?.name, 'demo_slots');
  // 30 minutes ahead at the earliest (10:20) -> the 10:30 slot, then one an hour later
  assert.deepEqual(
    first?.metadata?.slots?.map((s) => s.id),
    ['2026-11-27T10:30', '2026-11-27T11:30', '2026-11-27T12:30', '2026-11-27T13:30'],
  );
  assert.equal(first?.metadata?.slots?.[0]?.label, 'piatok 27. novembra o 10:30');
  // in a call the slots are said as a person says them, today as "dnes", the day once
  const result = first?.result ?? '';
  assert.match(
    result,
    /^Voľné termíny ukážky: dnes o desiatej tridsať \(slotId 2026-11-27T10:30\)/,
  );
  assert.match(
    result,
    /Povedz ich návštevníkovi bez slotId a každý deň len raz, napríklad „dnes o desiatej tridsať, o jedenástej tridsať, o dvanástej tridsať a o trinástej tridsať“/,
  );
  assert.match(result, /ťuknutím na termín na obrazovke/);
  assert.doesNotMatch(first?.result ?? '', /\n/);
  assert.deepEqual([...(h.offers.get('call-1') ?? [])].length, 4);
  assert.equal(h.controls.get('call-1'), 'https://control.vapi.test/call-1/control');
});

Deno.test('vapi-tools: a preferred day and time; full slots and days are skipped', async () => {
  const h = harness(
    createMemoryBookingStore([
      { callDay: '2026-11-27', scheduledAt: '2026-11-27T13:00:00.000Z', live: 1 },
    ]),
  );
  const { body } = await post(
    h,
    toolCalls([
      {
        id: 'tc-2',
        name: 'demo_slots',
        args: JSON.stringify({ date: '2026-11-27', time: '14:00' }),
      },
    ]),
  );
  assert.deepEqual(body.results[0]?.metadata?.slots?.[0]?.id, '2026-11-27T14:15');
  const beyond = await post(
    h,
    toolCalls([{ id: 'tc-3', name: 'demo_slots', args: { date: '2026-12-24' } }]),
  );
  assert.match(beyond.body.results[0]?.error ?? '', /nie je voľný žiadny termín/);
});

Deno.test('vapi-tools: select_demo_slot accepts only a slot offered in this call', async () => {
  const h = harness();
  await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]));
  const offered = await post(
    h,
    toolCalls([{ id: 'tc-2', name: 'select_demo_slot', args: { slotId: '2026-11-27T11:30' } }]),
  );
  assert.equal(offered.body.results[0]?.metadata?.selectedSlotId, '2026-11-27T11:30');
  const never = await post(
    h,
    toolCalls([{ id: 'tc-3', name: 'select_demo_slot', args: { slotId: '2026-11-27T11:45' } }]),
  );
  assert.equal(
    never.body.results[0]?.error,
    'Tento termín nebol v tomto rozhovore ponúknutý. Vyberte si, prosím, jeden z ponúknutých termínov.',
  );
  const otherCall = await post(
    h,
    toolCalls(
      [{ id: 'tc-4', name: 'select_demo_slot', args: { slotId: '2026-11-27T11:30' } }],
      'call-2',
    ),
  );
  assert.match(otherCall.body.results[0]?.error ?? '', /nebol v tomto rozhovore ponúknutý/);
  const invented = await post(
    h,
    toolCalls([{ id: 'tc-5', name: 'select_demo_slot', args: { slotId: 'zajtra o 10' } }]),
  );
  assert.match(invented.body.results[0]?.error ?? '', /^Neplatné údaje/);
});

Deno.test('vapi-tools: a slot filled meanwhile is refused with the next free ones', async () => {
  const load = createMemoryBookingStore();
  const h = harness(load);
  await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]));
  load.load.push({ callDay: '2026-11-27', scheduledAt: '2026-11-27T10:30:00.000Z', live: 1 });
  const taken = await post(
    h,
    toolCalls([{ id: 'tc-2', name: 'select_demo_slot', args: { slotId: '2026-11-27T11:30' } }]),
  );
  const error = taken.body.results[0]?.error ?? '';
  assert.match(
    error,
    /^Tento termín je už obsadený\. Najbližšie voľné termíny: dnes o jedenástej štyridsaťpäť \(slotId 2026-11-27T11:45\)/,
  );
  assert.equal(taken.body.results[0]?.metadata, undefined);
  // the next ones are offered now, so they can be chosen
  assert.ok(h.offers.get('call-1')?.has('2026-11-27T11:45'));
});

Deno.test('vapi-tools: a replayed toolCallId gets the first answer and changes nothing', async () => {
  const load = createMemoryBookingStore();
  const h = harness(load);
  const first = await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]));
  load.load.push({ callDay: '2026-11-27', scheduledAt: '2026-11-27T09:30:00.000Z', live: 1 });
  const replay = await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }]));
  assert.deepEqual(replay.body, first.body);
  assert.equal(h.offers.get('call-1')?.size, 4);
});

Deno.test('vapi-tools: other messages get no results; malformed ones a 400; unknown tools an error', async () => {
  const h = harness();
  assert.deepEqual((await post(h, { message: { type: 'status-update' } })).body, { results: [] });
  assert.equal((await post(h, { nope: 1 })).status, 400);
  const unknown = await post(h, toolCalls([{ id: 'tc-9', name: 'delete_everything' }]));
  assert.deepEqual(unknown.body.results, [
    { name: 'delete_everything', toolCallId: 'tc-9', error: 'Tento nástroj server nepozná.' },
  ]);
  const noCall = await post(h, {
    message: { ...toolCalls([{ id: 'tc-8', name: 'demo_slots' }]).message, call: {} },
  });
  assert.equal(
    noCall.body.results[0]?.error,
    'Správa neobsahuje identifikátor hovoru ani rozhovoru.',
  );
});

Deno.test('vapi-tools: a tool call of a text conversation (Vapi chat API) is keyed by its chat id', async () => {
  const h = harness();
  const { call: _call, ...message } = toolCalls([{ id: 'tc-20', name: 'demo_slots' }]).message;
  const answer = await post(h, { message: { ...message, chat: { id: 'chat-7', orgId: 'org' } } });
  assert.match(answer.body.results[0]?.result ?? '', /\(slotId 2026-11-27T10:30\)/);
  assert.equal(h.offers.get('chat-7')?.size, 4);
  assert.equal(h.controls.get('chat-7') ?? null, null);
  const noChat = await post(h, { message: { ...message, chat: { id: 'a b' } } });
  assert.equal(
    noChat.body.results[0]?.error,
    'Správa neobsahuje identifikátor hovoru ani rozhovoru.',
  );
});

Deno.test("vapi-tools: in a chat, select_demo_slot accepts a slot offered in the previous turn's chat, names the choice", async () => {
  const h = harness();
  const chatOf = (calls: Parameters<typeof toolCalls>[0], chat: Record<string, unknown>) => {
    const { call: _call, ...message } = toolCalls(calls).message;
    return { message: { ...message, chat } };
  };
  await post(h, chatOf([{ id: 'tc-30', name: 'demo_slots' }], { id: 'chat-a' }));
  const pick = (id: string, chat: Record<string, unknown>) =>
    post(h, chatOf([{ id, name: 'select_demo_slot', args: { slotId: '2026-11-27T11:30' } }], chat));
  const next = await pick('tc-31', { id: 'chat-b', previousChatId: 'chat-a' });
  assert.equal(next.body.results[0]?.metadata?.selectedSlotId, '2026-11-27T11:30');
  assert.match(next.body.results[0]?.result ?? '', /\(selectedSlotId 2026-11-27T11:30\)/);
  // another conversation's chat, or none before it: not offered there
  for (const [id, chat] of [
    ['tc-32', { id: 'chat-x', previousChatId: 'chat-other' }],
    ['tc-33', { id: 'chat-y' }],
  ] as const) {
    const refused = await pick(id, chat);
    assert.match(refused.body.results[0]?.error ?? '', /nebol v tomto rozhovore ponúknutý/);
  }
  // a call's message has no previous chat (a chat field beside a call is not read)
  const call = toolCalls(
    [{ id: 'tc-34', name: 'select_demo_slot', args: { slotId: '2026-11-27T11:30' } }],
    'call-9',
  );
  const inCall = await post(h, {
    message: { ...call.message, chat: { id: 'chat-z', previousChatId: 'chat-a' } },
  });
  assert.match(inCall.body.results[0]?.error ?? '', /nebol v tomto rozhovore ponúknutý/);
});

const slotIdsOf = (answer: { body: { results: Result[] } }) =>
  answer.body.results[0]?.metadata?.slots?.map((s) => s.id) ?? [];

Deno.test('vapi-tools: asked at night, on a Sunday or after the last slot: the next working day, inside the hours', async () => {
  for (const [now, firstDay] of [
    ['2026-11-29T01:15:00Z', '2026-11-30'], // Sunday 02:15
    ['2026-11-27T15:50:00Z', '2026-11-30'], // Friday 16:50, past the last slot (16:45)
    ['2026-12-01T01:15:00Z', '2026-12-01'], // Tuesday 02:15: that morning
  ] as const) {
    const h = harness(undefined, { now: new Date(now), scheduleMaxDays: 5 });
    const ids = slotIdsOf(await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }])));
    assert.deepEqual(
      ids,
      ['T09:00', 'T10:00', 'T11:00', 'T12:00'].map((t) => `${firstDay}${t}`),
    );
  }
});

Deno.test('vapi-tools: a day or an hour outside the hours asked for: the next open ones, and why', async () => {
  const h = harness(undefined, { scheduleMaxDays: 5 });
  const saturday = await post(
    h,
    toolCalls([{ id: 'tc-1', name: 'demo_slots', args: { date: '2026-11-28' } }]),
  );
  assert.deepEqual(slotIdsOf(saturday).slice(0, 1), ['2026-11-30T09:00']);
  assert.match(
    saturday.body.results[0]?.result ?? '',
    /^Zajtra ukážky nerobíme \(robíme ich od pondelka do piatka od 9:00 do 17:00; toto sú najbližšie voľné termíny\)\. Voľné termíny ukážky: v pondelok tridsiateho novembra o deviatej/i,
  );
  const evening = await post(
    h,
    toolCalls([{ id: 'tc-2', name: 'demo_slots', args: { date: '2026-12-01', time: '19:00' } }]),
  );
  assert.deepEqual(slotIdsOf(evening).slice(0, 1), ['2026-12-02T09:00']);
  assert.match(evening.body.results[0]?.result ?? '', /^V tomto čase ukážky nerobíme/);
});

Deno.test('vapi-tools: BOOKING_HOURS decides the offered hours', async () => {
  const h = harness(undefined, { env: { BOOKING_HOURS: 'Mo-Fr 13:00-15:00' }, scheduleMaxDays: 5 });
  const ids = slotIdsOf(await post(h, toolCalls([{ id: 'tc-1', name: 'demo_slots' }])));
  assert.deepEqual(ids, [
    '2026-11-27T13:00',
    '2026-11-27T14:00',
    '2026-11-30T13:00',
    '2026-11-30T14:00',
  ]);
});

Deno.test('vapi-tools: a slot outside the hours is refused even when its id was offered', async () => {
  const load = createMemoryBookingStore();
  const h = harness(load, { scheduleMaxDays: 5 });
  // offered before the hours changed, or by mistake: the id is remembered as offered
  await load.store.recordOffers(
    'call-1',
    [{ id: '2026-11-27T20:00', startsAt: '2026-11-27T19:00:00.000Z' }],
    null,
  );
  const night = await post(
    h,
    toolCalls([{ id: 'tc-2', name: 'select_demo_slot', args: { slotId: '2026-11-27T20:00' } }]),
  );
  const error = night.body.results[0]?.error ?? '';
  assert.match(
    error,
    /^V tomto čase ukážky nerobíme\. Najbližšie voľné termíny: v pondelok tridsiateho novembra o deviatej \(slotId 2026-11-30T09:00\)/,
  );
  assert.ok(h.offers.get('call-1')?.has('2026-11-30T09:00'));
  assert.equal(night.body.results[0]?.metadata, undefined);
});

Deno.test('vapi-tools: in a written chat the slots are written (9:00) and clicked; in a call said and tapped', async () => {
  const h = harness();
  const { call: _call, ...message } = toolCalls([{ id: 'tc-40', name: 'demo_slots' }]).message;
  const chat = await post(h, { message: { ...message, chat: { id: 'chat-w' } } });
  const written = chat.body.results[0]?.result ?? '';
  assert.match(written, /Voľné termíny ukážky: dnes o 10:30 \(slotId 2026-11-27T10:30\)/);
  assert.match(written, /Napíš ich návštevníkovi .*„dnes o 10:30, 11:30, 12:30 a 13:30“/);
  assert.match(written, /kliknutím na termín/);
  assert.doesNotMatch(written, /ťuknutím|Povedz|hovor/);
  const said = (await post(h, toolCalls([{ id: 'tc-41', name: 'demo_slots' }]))).body.results[0];
  assert.match(said?.result ?? '', /Povedz ich/);
  assert.doesNotMatch(said?.result ?? '', /Napíš|kliknutím|o 10:30/);
});
