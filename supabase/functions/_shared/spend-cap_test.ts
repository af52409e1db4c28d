import assert from 'node:assert/strict';
import { createClock, createHarness, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';
import { createMemoryLogger, createVoiceHarness } from '../_testing/voice-fakes.ts';
import { envFromRecord } from './env.ts';
import { createMemoryCallEventStore } from './memory-call-events.ts';
import { createMemoryRepository } from './memory-repository.ts';
import { RATE_LIMITED_MESSAGE } from './rate-limit.ts';
import { createSpendCap, readMaxSpendPerDay, type SpendCapNotice } from './spend-cap.ts';

function capHarness(maxPerDay: number | undefined, now = '2026-11-25T10:00:00Z') {
  const clock = createClock(now);
  const store = createMemoryCallEventStore();
  const repository = createMemoryRepository(clock.now);
  const alerts: SpendCapNotice[] = [];
  const cap = createSpendCap({
    maxPerDay,
    store,
    repository,
    alert: (notice) => {
      alerts.push(notice);
      return Promise.resolve();
    },
    now: clock.date,
    logger: createMemoryLogger(),
  });
  return { cap, store, alerts, clock };
}

for (const [raw, expected] of [
  [undefined, undefined],
  ['', undefined],
  ['25', 25],
  ['12.50', 12.5],
  ['0', 0],
  ['-3', 0],
  ['ten', 0],
] as const) {
  Deno.test(`spend cap: VAPI_MAX_SPEND_PER_DAY=${JSON.stringify(raw)} reads as ${expected}`, () => {
    assert.equal(readMaxSpendPerDay(envFromRecord({ VAPI_MAX_SPEND_PER_DAY: raw })), expected);
  });
}

Deno.test('spend cap: without a cap nothing is ever refused', async () => {
  const { cap, store } = capHarness(undefined);
  store.setSpend(1_000_000);
  assert.equal(await cap.reached(), false);
});

Deno.test('spend cap: under the cap calls go on; at it they stop; one alert per day', async () => {
  const { cap, store, alerts, clock } = capHarness(5);
  store.setSpend(4.99);
  assert.equal(await cap.reached(), false);
  store.setSpend(5);
  assert.equal(await cap.reached(), true);
  assert.equal(await cap.reached(), true);
  assert.equal(await cap.reached(), true);
  assert.deepEqual(alerts, [{ type: 'spend_cap_exceeded', day: '2026-11-25', limit: 5, spent: 5 }]);
  clock.advance(24 * 3_600_000);
  assert.equal(await cap.reached(), true);
  assert.equal(alerts.length, 2, 'a new day over the cap is a new breach');
});

Deno.test('spend cap: Retry-After runs to the end of the Bratislava day', () => {
  // 10:00 UTC = 11:00 in Bratislava (CET): 13 hours left
  const { cap } = capHarness(5, '2026-11-25T10:00:00Z');
  assert.equal(cap.secondsUntilTomorrow(), 13 * 3600);
});

Deno.test('voice-call: over the spend cap -> the busy 429, no call created', async () => {
  const { cap, store } = capHarness(1);
  store.setSpend(1.2);
  const h = createVoiceHarness({}, { spendCap: cap });
  const response = await h.call();
  assert.equal(response.status, 429);
  const body = (await response.json()) as { error: { code: string; message: string } };
  // the one refusal of every limit: nothing tells the visitor it is money
  assert.deepEqual(body.error, { code: 'rate_limited', message: RATE_LIMITED_MESSAGE });
  assert.equal(response.headers.get('Retry-After'), String(cap.secondsUntilTomorrow()));
  assert.equal(h.vapi.requests.length, 0);
});

Deno.test('voice-call: under the spend cap the call is created', async () => {
  const { cap, store } = capHarness(1);
  store.setSpend(0.5);
  const h = createVoiceHarness({}, { spendCap: cap });
  assert.equal((await h.call()).status, 200);
  assert.equal(h.vapi.requests.length, 1);
});

Deno.test('handle-demo-request: over the spend cap the lead is kept deferred, not dialled', async () => {
  const { cap, store } = capHarness(1);
  store.setSpend(3);
  const { handler, repository, vapi } = createHarness({ env: SECRETS }, { spendCap: cap });
  const payload = validPayload();
  const response = await handler(postJson(payload));
  assert.equal(response.status, 202);
  assert.equal(((await response.json()) as { status: string }).status, 'deferred');
  assert.equal(vapi.calls.length, 0);
  assert.equal(repository.calls.get(payload.requestId as string)?.outcome.status, 'deferred');
});
