import assert from 'node:assert/strict';
import { createClock, createHarness, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';
import { createMemoryCallEventStore } from '../_testing/memory-call-events.ts';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { createMemoryLogger, createVoiceHarness } from '../_testing/voice-fakes.ts';
import { envFromRecord } from './env.ts';
import { TOO_MANY_REQUESTS_MESSAGE, VOICE_RETRY_AFTER_SECONDS } from './rate-limit.ts';
import {
  createSpendCap,
  readMaxSpendPerDay,
  readSpendCaps,
  type SpendCapNotice,
  type SpendCaps,
} from './spend-cap.ts';
import { spendCapFromEnv } from './spend-cap-wiring.ts';

function capHarness(
  maxPerDay: number | undefined,
  now = '2026-11-25T10:00:00Z',
  budgets: Partial<SpendCaps> = {},
) {
  const clock = createClock(now);
  const store = createMemoryCallEventStore();
  const repository = createMemoryRepository(clock.now);
  const alerts: SpendCapNotice[] = [];
  const caps: SpendCaps = {
    total: maxPerDay,
    voice: undefined,
    demo: undefined,
    estimatePerMinute: 0.3,
    estimateMaxSeconds: 600,
    ...budgets,
  };
  const cap = createSpendCap({
    caps,
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
  assert.equal(await cap.reached('voice'), false);
});

Deno.test('spend cap: under the cap calls go on; at it they stop; one alert per day', async () => {
  const { cap, store, alerts, clock } = capHarness(5);
  store.setSpend(4.99);
  assert.equal(await cap.reached('voice'), false);
  store.setSpend(5);
  assert.equal(await cap.reached('voice'), true);
  assert.equal(await cap.reached('demo'), true);
  assert.equal(await cap.reached('voice'), true);
  assert.deepEqual(alerts, [
    { type: 'spend_cap_exceeded', budget: 'total', day: '2026-11-25', limit: 5, spent: 5 },
  ]);
  clock.advance(24 * 3_600_000);
  assert.equal(await cap.reached('voice'), true);
  assert.equal(alerts.length, 2, 'a new day over the cap is a new breach');
});

Deno.test('spend cap: voice and demo calls have separate budgets', async () => {
  const { cap, store, alerts } = capHarness(undefined, '2026-11-25T10:00:00Z', {
    voice: 2,
    demo: 10,
  });
  store.setSpend(2, 'voice');
  store.setSpend(3, 'demo');
  assert.equal(await cap.reached('voice'), true, 'the voice budget is spent');
  assert.equal(await cap.reached('demo'), false, 'the demo budget is not');
  assert.deepEqual(
    alerts.map((a) => [a.budget, a.limit, a.spent]),
    [['voice', 2, 2]],
  );
});

Deno.test('spend cap: the overall cap counts both kinds', async () => {
  const { cap, store } = capHarness(4, '2026-11-25T10:00:00Z', { voice: 100, demo: 100 });
  store.setSpend(2, 'voice');
  store.setSpend(2, 'demo');
  assert.equal(await cap.reached('voice'), true);
  assert.equal(await cap.reached('demo'), true);
});

Deno.test('spend cap: the budgets and the estimate come from the environment', () => {
  const env = envFromRecord({
    VAPI_MAX_SPEND_PER_DAY: '20',
    VAPI_MAX_SPEND_PER_DAY_VOICE: '5',
    VAPI_MAX_SPEND_PER_DAY_DEMO: 'lots',
  });
  assert.deepEqual(readSpendCaps(env, 300), {
    total: 20,
    voice: 5,
    demo: 0,
    estimatePerMinute: 0.3,
    estimateMaxSeconds: 600,
  });
  const estimate = readSpendCaps(envFromRecord({ VAPI_ESTIMATED_COST_PER_MINUTE: '0.5' }), 1800);
  assert.equal(estimate.estimatePerMinute, 0.5);
  assert.equal(estimate.estimateMaxSeconds, 1800);
});

Deno.test('spend cap: without any budget the function logs a loud error', () => {
  const logger = createMemoryLogger();
  const config = { supabase: { url: undefined, serviceRoleKey: undefined } };
  const repository = createMemoryRepository(() => 0);
  const cap = spendCapFromEnv(
    envFromRecord({}),
    config as unknown as Parameters<typeof spendCapFromEnv>[1],
    repository,
    logger,
  );
  assert.equal(cap, undefined);
  assert.ok(
    logger.lines.some((l) => l.includes('NO DAILY SPEND CAP')),
    logger.lines.join('\n'),
  );
});

Deno.test('voice-call: over the spend cap -> the busy 429, no call created', async () => {
  const { cap, store } = capHarness(1);
  store.setSpend(1.2);
  const h = createVoiceHarness({}, { spendCap: cap });
  const response = await h.call();
  assert.equal(response.status, 429);
  const body = (await response.json()) as { error: { code: string; message: string } };
  // the one refusal of every limit: nothing tells the visitor it is money
  assert.deepEqual(body.error, { code: 'rate_limited', message: TOO_MANY_REQUESTS_MESSAGE });
  // the Retry-After of the other voice limits, not a countdown to midnight
  assert.equal(response.headers.get('Retry-After'), String(VOICE_RETRY_AFTER_SECONDS));
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
