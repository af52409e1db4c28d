import assert from 'node:assert/strict';
import {
  createHarness,
  errorOf,
  postJson,
  SECRETS,
  validPayload,
  WEBHOOK_ENV,
} from '../_testing/fakes.ts';

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
    customer: { number: '+421905123456', name: 'Ján Novák' },
  });
  const stored = repository.calls.get(payload.requestId as string);
  assert.equal(stored?.outcome.status, 'call_placed');
  assert.equal(stored?.outcome.vapiCallId, 'call_1');
  assert.equal(stored?.outcome.scheduledAt, null);
  assert.equal(stored?.claim.callType, 'immediate');
  assert.equal(stored?.outcome.attempts, 1);
});

// Now = 2026-03-01T10:00Z. DST 2026 in Europe/Bratislava: Mar 29 02:00 -> 03:00, Oct 25 03:00 -> 02:00.
// A horizon of 400 days reaches every slot of the year.
const YEAR_AHEAD = { env: { ...SECRETS, SCHEDULE_MAX_DAYS: '400' } };
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
    const { handler, repository, vapi } = createHarness(YEAR_AHEAD);
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
  const { handler, vapi } = createHarness(YEAR_AHEAD);
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

Deno.test('no Vapi secrets -> 202 recorded, dialling off, nothing sent', async () => {
  const { handler, repository, vapi, logs } = createHarness({ env: {} });
  const payload = validPayload();
  const response = await handler(postJson(payload));
  assert.equal(response.status, 202);
  const text = await response.text();
  const body = JSON.parse(text);
  assert.equal(body.status, 'recorded');
  assert.equal(body.dialling, 'off');
  assert.doesNotMatch(text, /VAPI_|FORM_TOKEN|SECRET/, 'the answer names no env var');
  assert.match(logs.join('\n'), /VAPI_PRIVATE_KEY/, 'the log does');
  assert.equal(vapi.calls.length, 0);
  assert.equal(
    repository.calls.get(payload.requestId as string)?.outcome.status,
    'dialling_disabled',
  );
});

Deno.test('DIALLING=off with every secret set -> stored, dialling off, nothing sent', async () => {
  const { handler, repository, vapi, logs } = createHarness({
    env: { ...SECRETS, DIALLING: 'off' },
  });
  const payload = validPayload();
  const response = await handler(postJson(payload));
  assert.equal(response.status, 202);
  const body = await response.json();
  assert.equal(body.dialling, 'off');
  assert.equal(body.status, 'recorded');
  assert.match(logs.join('\n'), /DIALLING=off/);
  assert.equal(vapi.calls.length, 0);
  assert.equal(
    repository.calls.get(payload.requestId as string)?.outcome.status,
    'dialling_disabled',
  );
});

for (const missing of ['VAPI_PHONE_NUMBER_ID', 'FORM_TOKEN_SECRET']) {
  Deno.test(`only ${missing} missing -> still recorded, the log names it`, async () => {
    const { handler, vapi, logs } = createHarness({ env: { ...SECRETS, [missing]: undefined } });
    const text = await (await handler(postJson(validPayload()))).text();
    assert.equal(JSON.parse(text).dialling, 'off');
    assert.doesNotMatch(text, new RegExp(missing));
    assert.match(logs.join('\n'), new RegExp(missing));
    assert.equal(vapi.calls.length, 0);
  });
}

const refusals: [string, () => Response | Promise<Response>][] = [
  ['Vapi 400', () => Response.json({ message: ['bad'] }, { status: 400 })],
  ['Vapi 401', () => Response.json({ message: 'Unauthorized' }, { status: 401 })],
  ['Vapi 402', () => Response.json({ message: 'Payment required' }, { status: 402 })],
  ['Vapi 201 without an id', () => Response.json({}, { status: 201 })],
];

for (const [title, reply] of refusals) {
  Deno.test(`${title} -> 502 vapi_error, one attempt (not retried), outcome failed, team alerted`, async () => {
    const { handler, repository, vapi, settled } = createHarness({
      env: { ...SECRETS, ...WEBHOOK_ENV },
      reply,
    });
    const payload = validPayload();
    const response = await handler(postJson(payload));
    await settled();
    assert.equal(response.status, 502);
    assert.equal((await errorOf(response)).code, 'vapi_error');
    assert.equal(vapi.calls.length, 1);
    const outcome = repository.calls.get(payload.requestId as string)?.outcome;
    assert.equal(outcome?.status, 'failed');
    assert.equal(outcome?.attempts, 1);
    assert.ok(outcome?.error);
    assert.deepEqual(
      vapi.webhooks.map((w) => (w.body as { type: string }).type),
      ['call_failed'],
    );
  });
}

const retryable: [string, () => Response | Promise<Response>][] = [
  ['Vapi 500', () => new Response('boom', { status: 500 })],
  ['Vapi 503', () => Response.json({ message: 'down' }, { status: 503 })],
  ['Vapi 429', () => Response.json({ message: 'slow down' }, { status: 429 })],
  ['Vapi 408', () => new Response(null, { status: 408 })],
  ['network failure', () => Promise.reject(new TypeError('connection refused'))],
];

for (const [title, reply] of retryable) {
  Deno.test(`${title} every time -> 202 retrying, 3 attempts with backoff, then failed and one alert`, async () => {
    const { handler, repository, vapi, settled, sleeps } = createHarness({
      env: { ...SECRETS, ...WEBHOOK_ENV },
      reply,
    });
    const payload = validPayload();
    const response = await handler(postJson(payload));
    assert.equal(response.status, 202);
    assert.equal((await response.json()).status, 'retrying');
    assert.equal(repository.calls.get(payload.requestId as string)?.outcome.status, 'retrying');
    await settled();
    assert.equal(vapi.calls.length, 3, 'VAPI_MAX_ATTEMPTS = 3 by default');
    assert.equal(sleeps.length, 2, 'a backoff before each retry');
    const outcome = repository.calls.get(payload.requestId as string)?.outcome;
    assert.equal(outcome?.status, 'failed');
    assert.equal(outcome?.attempts, 3);
    assert.deepEqual(
      vapi.webhooks.map((w) => (w.body as { type: string }).type),
      ['call_failed'],
    );
  });
}

Deno.test('a Vapi 500 then 201 -> retried in the background and placed', async () => {
  let attempts = 0;
  const { handler, repository, vapi, settled } = createHarness({
    reply: () => {
      attempts += 1;
      return attempts === 1
        ? new Response('boom', { status: 500 })
        : Response.json({ id: 'call_after_retry' }, { status: 201 });
    },
  });
  const payload = validPayload();
  assert.equal((await handler(postJson(payload))).status, 202);
  await settled();
  assert.equal(vapi.calls.length, 2);
  assert.deepEqual(vapi.calls[0]?.body, vapi.calls[1]?.body, 'the same call is retried');
  const outcome = repository.calls.get(payload.requestId as string)?.outcome;
  assert.equal(outcome?.status, 'call_placed');
  assert.equal(outcome?.vapiCallId, 'call_after_retry');
  assert.equal(outcome?.attempts, 2);
});

Deno.test('VAPI_MAX_ATTEMPTS=1: a 500 is final at once', async () => {
  const { handler, vapi } = createHarness({
    env: { ...SECRETS, VAPI_MAX_ATTEMPTS: '1' },
    reply: () => new Response('boom', { status: 500 }),
  });
  assert.equal((await handler(postJson(validPayload()))).status, 502);
  assert.equal(vapi.calls.length, 1);
});

Deno.test('a Vapi error answer never reaches the caller, nor the private key', async () => {
  const { handler } = createHarness({
    reply: () => Response.json({ message: 'secret downstream detail' }, { status: 400 }),
  });
  const text = await (await handler(postJson(validPayload()))).text();
  assert.ok(!text.includes(SECRETS.VAPI_PRIVATE_KEY as string));
  assert.doesNotMatch(text, /downstream detail|400/);
});

Deno.test('a 41-character name goes to Vapi as 40 characters; the row keeps it whole', async () => {
  const { handler, repository, vapi } = createHarness();
  const name = 'Alexandra Kristína Novotná-Šimončičová Bb';
  assert.equal(Array.from(name).length, 41);
  const payload = validPayload({ name });
  assert.equal((await handler(postJson(payload))).status, 200);
  const sent = (vapi.calls[0]?.body.customer as { name: string } | undefined)?.name ?? '';
  assert.ok(Array.from(sent).length <= 40);
  assert.equal(sent, 'Alexandra Kristína Novotná-Šimončičová');
  assert.equal(repository.leads.get(payload.requestId as string)?.name, name);
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
  assert.equal(sent.type, 'demo_request');
  assert.equal(sent.status, 'call_placed');
  assert.equal(sent.phone, '+421905123456');
});

Deno.test('no marketing flag, no marketing use: the summary says false unless the row says true', async () => {
  const { handler, repository, vapi } = createHarness({ env: { ...SECRETS, ...WEBHOOK } });
  const withoutRow = validPayload();
  await handler(postJson(withoutRow));
  const consenting = validPayload({ phone: '+421905123457' });
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
  assert.equal(
    (first?.consent as { marketingConsent?: boolean } | undefined)?.marketingConsent,
    false,
  );
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
