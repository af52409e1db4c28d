import assert from 'node:assert/strict';
import { envFromRecord } from '../_shared/env.ts';
import type { FunnelDay } from '../_shared/funnel-digest.ts';
import type { FunnelDigestStore } from '../_shared/funnel-digest-store.ts';
import { silentLogger } from '../_shared/logger.ts';
import { readSpendCaps } from '../_shared/spend-cap.ts';
import { SECRETS, testConfig, WEBHOOK_ENV } from '../_testing/fakes.ts';
import { createHandler } from './index.ts';

const TOKEN = 'a'.repeat(64);

const DAY: FunnelDay = {
  day: '2026-11-28',
  steps: [
    { step: 'landing_seen', channel: '', detail: '', count: 40 },
    { step: 'conversation_started', channel: 'voice', detail: '', count: 5 },
    { step: 'slot_booked', channel: 'voice', detail: '', count: 2 },
  ],
  demo_calls: { placed: 2, answered: 1, voicemail: 1, no_answer: 0, busy: 0, failed: 0 },
  bookings: { due: 2, kept: 1 },
  booking_delay_seconds: { calls: 2, median: 90, worst: 240 },
  spend: { voice: 1.2, written: 0.1, demo: 0.8, total: 2.1 },
};

function harness(env: Record<string, string>) {
  const recorded: { day: string; status: string; error: string | null; summary: unknown }[] = [];
  const claimed = new Set<string>();
  const store: FunnelDigestStore = {
    claim: (token) => {
      if (token !== TOKEN || claimed.has(token)) return Promise.resolve(null);
      claimed.add(token);
      return Promise.resolve(DAY.day);
    },
    day: () => Promise.resolve(DAY),
    record: (day, status, error, summary) => {
      recorded.push({ day, status, error, summary });
      return Promise.resolve();
    },
  };
  const delivered: { url: string; headers: Headers; body: string }[] = [];
  const handler = createHandler({
    config: testConfig({ ...SECRETS, ...env }),
    caps: readSpendCaps(envFromRecord({ VAPI_MAX_SPEND_PER_DAY: '20', ...env }), 300),
    store,
    fetch: (input, init) => {
      delivered.push({
        url: String(input),
        headers: new Headers(init?.headers),
        body: String(init?.body),
      });
      return Promise.resolve(new Response(null, { status: 204 }));
    },
    now: () => new Date('2026-11-29T07:00:00Z'),
    logger: silentLogger,
  });
  const post = (body: unknown) =>
    handler(
      new Request('http://localhost/functions/v1/funnel-digest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  return { post, recorded, delivered };
}

Deno.test('funnel-digest: the token of the database -> the day before, signed, to the team webhook', async () => {
  const h = harness(WEBHOOK_ENV);
  const response = await h.post({ token: TOKEN });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { day: DAY.day, status: 'sent' });
  assert.equal(h.delivered.length, 1);
  const [delivery] = h.delivered;
  assert.equal(delivery?.url, WEBHOOK_ENV.NOTIFY_WEBHOOK_URL);
  assert.match(delivery?.headers.get('webhook-signature') ?? '', /^v1,/);
  const payload = JSON.parse(delivery?.body ?? '{}');
  assert.equal(Object.keys(payload)[0], 'text', 'text first, as a chat webhook shows it');
  assert.equal(payload.type, 'funnel_digest');
  assert.equal(payload.day, DAY.day);
  assert.deepEqual(payload.funnel.conversation_started, { voice: 5, written: 0 });
  assert.deepEqual(payload.spend_cap, { total: 20, voice: null, demo: null });
  assert.match(payload.text, /^Prehľad za 28\. 11\. 2026:/);
  assert.match(payload.text, /Výdavky 2\.10 USD z limitu 20\.00 USD/);
  assert.deepEqual(
    h.recorded.map((r) => [r.day, r.status]),
    [[DAY.day, 'sent']],
  );
  assert.equal(
    (h.recorded[0]?.summary as { text?: unknown } | undefined)?.text,
    undefined,
    'numbers only',
  );
});

Deno.test('funnel-digest: a token used once, another one, or none -> 403 / 400, nothing sent', async () => {
  const h = harness(WEBHOOK_ENV);
  assert.equal((await h.post({ token: TOKEN })).status, 200);
  const again = await h.post({ token: TOKEN });
  assert.equal(again.status, 403);
  assert.equal(
    ((await again.json()) as { error: { code: string } }).error.code,
    'verification_failed',
  );
  assert.equal((await h.post({ token: 'b'.repeat(64) })).status, 403);
  assert.equal((await h.post({})).status, 400);
  assert.equal((await h.post({ token: TOKEN, day: '2026-01-01' })).status, 400);
  assert.equal(h.delivered.length, 1);
});

Deno.test('funnel-digest: without a webhook the digest goes to the log and is recorded as logged', async () => {
  const h = harness({});
  const response = await h.post({ token: TOKEN });
  assert.deepEqual(await response.json(), { day: DAY.day, status: 'logged' });
  assert.equal(h.delivered.length, 0);
  assert.deepEqual(
    h.recorded.map((r) => r.status),
    ['logged'],
  );
});
