import assert from 'node:assert/strict';
import { createHarness, errorOf, postJson, SECRETS, validPayload } from './fakes.ts';

Deno.test('immediate: POST /call with assistant, phone number and customer, bearer private key', async () => {
  const { handler, repository, vapi } = createHarness();
  const payload = validPayload();
  const response = await handler(postJson(payload));
  assert.equal(response.status, 200);
  const body = await response.json();
  assert.equal(body.status, 'calling');
  assert.equal(body.callId, 'call_1');
  assert.equal(vapi.calls.length, 1);
  const call = vapi.calls[0];
  assert.equal(call?.url, 'https://vapi.test/call');
  assert.equal(call?.authorization, `Bearer ${SECRETS.VAPI_PRIVATE_KEY}`);
  assert.deepEqual(call?.body, {
    assistantId: 'asst_test',
    phoneNumberId: 'pn_test',
    customer: { number: '+421900123456', name: 'Ján Novák' },
  });
  const stored = repository.calls.get(payload.requestId as string);
  assert.equal(stored?.outcome.status, 'call_placed');
  assert.equal(stored?.outcome.vapiCallId, 'call_1');
  assert.equal(stored?.outcome.scheduledAt, null);
  assert.equal(stored?.claim.callType, 'immediate');
});

// Now = 2026-03-01T10:00Z. DST 2026 in Europe/Bratislava: Mar 29 02:00 -> 03:00, Oct 25 03:00 -> 02:00.
const slots: [title: string, date: string, time: string, earliestAt: string, latestAt: string][] = [
  ['winter day (UTC+1)', '2026-03-10', '10:00', '2026-03-10T09:00:00Z', '2026-03-10T09:15:00Z'],
  [
    'last slot before spring DST',
    '2026-03-29',
    '01:45',
    '2026-03-29T00:45:00Z',
    '2026-03-29T01:00:00Z',
  ],
  [
    'first slot after spring DST',
    '2026-03-29',
    '03:00',
    '2026-03-29T01:00:00Z',
    '2026-03-29T01:15:00Z',
  ],
  ['summer day (UTC+2)', '2026-07-15', '10:00', '2026-07-15T08:00:00Z', '2026-07-15T08:15:00Z'],
  [
    'before autumn DST (CEST)',
    '2026-10-25',
    '01:45',
    '2026-10-24T23:45:00Z',
    '2026-10-25T00:00:00Z',
  ],
  ['after autumn DST (CET)', '2026-10-25', '03:00', '2026-10-25T02:00:00Z', '2026-10-25T02:15:00Z'],
  [
    'slot ending at midnight',
    '2026-12-31',
    '23:45',
    '2026-12-31T22:45:00Z',
    '2026-12-31T23:00:00Z',
  ],
];

for (const [title, date, time, earliestAt, latestAt] of slots) {
  Deno.test(`scheduled ${date} ${time} (${title}) -> schedulePlan ${earliestAt}..${latestAt}`, async () => {
    const { handler, repository, vapi } = createHarness();
    const payload = validPayload({
      callType: 'scheduled',
      scheduledDate: date,
      scheduledTime: time,
    });
    const response = await handler(postJson(payload));
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.status, 'scheduled');
    const plan = vapi.calls[0]?.body.schedulePlan as { earliestAt: string; latestAt: string };
    assert.equal(Date.parse(plan.earliestAt), Date.parse(earliestAt));
    assert.equal(Date.parse(plan.latestAt), Date.parse(latestAt));
    const stored = repository.calls.get(payload.requestId as string);
    assert.equal(Date.parse(stored?.outcome.scheduledAt ?? ''), Date.parse(earliestAt));
  });
}

Deno.test('scheduled in the repeated autumn hour (02:30) -> one of the two real instants', async () => {
  const { handler, vapi } = createHarness();
  const payload = validPayload({
    callType: 'scheduled',
    scheduledDate: '2026-10-25',
    scheduledTime: '02:30',
  });
  assert.equal((await handler(postJson(payload))).status, 200);
  const plan = vapi.calls[0]?.body.schedulePlan as { earliestAt: string; latestAt: string };
  const start = Date.parse(plan.earliestAt);
  assert.ok(
    [Date.parse('2026-10-25T00:30:00Z'), Date.parse('2026-10-25T01:30:00Z')].includes(start),
  );
  assert.equal(Date.parse(plan.latestAt) - start, 15 * 60_000);
});

Deno.test('no Vapi secrets -> 202 recorded, dialling disabled, nothing sent', async () => {
  const { handler, repository, vapi } = createHarness({ env: {} });
  const payload = validPayload();
  const response = await handler(postJson(payload));
  assert.equal(response.status, 202);
  const body = await response.json();
  assert.equal(body.status, 'recorded');
  assert.equal(body.dialling, 'disabled');
  assert.match(body.message, /VAPI_PRIVATE_KEY/);
  assert.equal(vapi.calls.length, 0);
  assert.equal(
    repository.calls.get(payload.requestId as string)?.outcome.status,
    'dialling_disabled',
  );
});

Deno.test('only the phone number id missing -> still recorded, message names it', async () => {
  const { handler } = createHarness({ env: { ...SECRETS, VAPI_PHONE_NUMBER_ID: undefined } });
  const body = await (await handler(postJson(validPayload()))).json();
  assert.equal(body.dialling, 'disabled');
  assert.match(body.message, /VAPI_PHONE_NUMBER_ID/);
  assert.doesNotMatch(body.message, /VAPI_PRIVATE_KEY/);
});

const vapiFailures: [string, () => Response | Promise<Response>][] = [
  ['Vapi 400', () => Response.json({ message: ['bad'] }, { status: 400 })],
  ['Vapi 401', () => Response.json({ message: 'Unauthorized' }, { status: 401 })],
  ['Vapi 500', () => new Response('boom', { status: 500 })],
  ['Vapi 201 without an id', () => Response.json({}, { status: 201 })],
  ['network failure', () => Promise.reject(new TypeError('connection refused'))],
];

for (const [title, reply] of vapiFailures) {
  Deno.test(`${title} -> 502 vapi_error, one attempt, outcome failed`, async () => {
    const { handler, repository, vapi } = createHarness({ reply });
    const payload = validPayload();
    const response = await handler(postJson(payload));
    assert.equal(response.status, 502);
    assert.equal((await errorOf(response)).code, 'vapi_error');
    assert.equal(vapi.calls.length, 1, 'a POST /call is never retried');
    const outcome = repository.calls.get(payload.requestId as string)?.outcome;
    assert.equal(outcome?.status, 'failed');
    assert.ok(outcome?.error);
  });
}

Deno.test('a Vapi error message never carries the private key', async () => {
  const { handler } = createHarness({ reply: () => new Response('x', { status: 500 }) });
  const text = await (await handler(postJson(validPayload()))).text();
  assert.ok(!text.includes(SECRETS.VAPI_PRIVATE_KEY as string));
});

const WEBHOOK = {
  NOTIFY_WEBHOOK_URL: 'https://hooks.test/x',
  NOTIFY_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-chars',
};

Deno.test('NOTIFY_WEBHOOK_URL gets a signed JSON summary of the outcome', async () => {
  const { handler, repository, vapi } = createHarness({ env: { ...SECRETS, ...WEBHOOK } });
  const payload = validPayload();
  assert.equal((await handler(postJson(payload))).status, 200);
  assert.equal(vapi.webhooks.length, 1);
  assert.equal(repository.calls.get(payload.requestId as string)?.outcome.notified, true);
  assert.equal(vapi.webhooks[0]?.url, 'https://hooks.test/x');
  assert.match(vapi.webhooks[0]?.headers.get('webhook-signature') ?? '', /^v1,[A-Za-z0-9+/]+=*$/);
  const sent = vapi.webhooks[0]?.body as Record<string, unknown>;
  assert.equal(sent.requestId, payload.requestId);
  assert.equal(sent.status, 'call_placed');
  assert.equal(sent.phone, '+421900123456');
});

Deno.test('no marketing flag, no marketing use: the summary says false unless the row says true', async () => {
  const { handler, repository, vapi } = createHarness({ env: { ...SECRETS, ...WEBHOOK } });
  const withoutRow = validPayload();
  await handler(postJson(withoutRow));
  const consenting = validPayload({ phone: '+421900123457' });
  const consent = {
    givenAt: '2026-03-01T10:00:00.000Z',
    textVersion: 'gdpr-0123456789abcdef',
    source: 'demo-modal:immediate',
    marketingConsent: true,
  };
  repository.consents.set(consenting.requestId as string, consent);
  await handler(postJson(consenting));
  const [first, second] = vapi.webhooks.map((w) => w.body as Record<string, unknown>);
  assert.equal(first?.marketingConsent, false);
  assert.equal(first?.consent, null);
  assert.equal(second?.marketingConsent, true);
  assert.deepEqual(second?.consent, consent);
});

Deno.test('NOTIFY_WEBHOOK_URL without a secret sends nothing and records why', async () => {
  const { handler, repository, vapi } = createHarness({
    env: { ...SECRETS, NOTIFY_WEBHOOK_URL: 'https://hooks.test/x' },
  });
  const payload = validPayload();
  assert.equal((await handler(postJson(payload))).status, 200);
  assert.equal(vapi.webhooks.length, 0);
  const outcome = repository.calls.get(payload.requestId as string)?.outcome;
  assert.equal(outcome?.notified, false);
  assert.match(outcome?.error ?? '', /NOTIFY_WEBHOOK_SECRET/);
});

Deno.test('a failing webhook is only recorded; the answer stays 200', async () => {
  const harness = createHarness({ env: { ...SECRETS, ...WEBHOOK } });
  harness.vapi.failWebhook(503);
  const payload = validPayload();
  assert.equal((await harness.handler(postJson(payload))).status, 200);
  const outcome = harness.repository.calls.get(payload.requestId as string)?.outcome;
  assert.equal(outcome?.status, 'call_placed');
  assert.equal(outcome?.notified, false);
  assert.match(outcome?.error ?? '', /503/);
});
