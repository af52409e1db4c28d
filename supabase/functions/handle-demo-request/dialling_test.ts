// The dialling rules in deno test: who may be called, only stored leads, the schedule horizon, a slot
// that cannot be stacked, the global budget, IPv6 /64 keys.
import assert from 'node:assert/strict';
import {
  createHarness,
  errorOf,
  postJson,
  SECRETS,
  validPayload,
  WEBHOOK_ENV,
} from '../_testing/fakes.ts';

const refused: [title: string, phone: string, code: string][] = [
  ['US premium rate', '+19005550123', 'phone_country_not_allowed'],
  ['satellite +882', '+88216123456', 'phone_country_not_allowed'],
  ['Nigerian mobile', '+2348031234567', 'phone_country_not_allowed'],
  ['Slovak premium rate', '+421900123456', 'phone_type_not_allowed'],
  ['Slovak shared cost', '+421850123456', 'phone_type_not_allowed'],
  ['Czech personal number', '+420700123456', 'phone_type_not_allowed'],
  ['Slovak number in an unassigned range', '+421500123456', 'phone_invalid'],
];

for (const [title, phone, code] of refused) {
  Deno.test(`policy: ${title} (${phone}) -> 422 ${code}; nothing counted, claimed or dialled`, async () => {
    const { handler, repository, vapi } = createHarness();
    const response = await handler(postJson(validPayload({ phone })));
    assert.equal(response.status, 422);
    assert.equal((await errorOf(response)).code, code);
    assert.equal(repository.calls.size, 0);
    assert.equal(vapi.calls.length, 0);
  });
}

Deno.test('policy: the allow-list comes from DIAL_ALLOWED_COUNTRY_CODES', async () => {
  const env = { ...SECRETS, DIAL_ALLOWED_COUNTRY_CODES: '43' };
  const { handler, vapi } = createHarness({ env });
  const austrian = await handler(postJson(validPayload({ phone: '+436991234567' })));
  assert.equal(austrian.status, 200);
  const slovak = await handler(postJson(validPayload()));
  assert.equal(slovak.status, 422);
  assert.match(JSON.stringify(await slovak.json()), /\+43/);
  assert.equal(vapi.calls.length, 1);
});

Deno.test('stored leads only: an id that was never inserted -> 404, nothing dialled', async () => {
  const { rawHandler, repository, vapi } = createHarness();
  const response = await rawHandler(postJson(validPayload()));
  assert.equal(response.status, 404);
  assert.equal((await errorOf(response)).code, 'request_not_found');
  assert.equal(repository.calls.size, 0);
  assert.equal(vapi.calls.length, 0);
});

const mismatches: [field: string, row: Record<string, string>][] = [
  ['phone', { phone: '+421905999999' }],
  ['name', { name: 'Someone Else' }],
  ['email', { email: 'other@example.sk' }],
  ['industry', { industry: 'reality' }],
];

/** The row the browser stored for `payload`, as typed in the form (national phone), with changes. */
function storeLead(
  repository: ReturnType<typeof createHarness>['repository'],
  payload: Record<string, unknown>,
  row: Record<string, string> = {},
) {
  repository.leads.set(payload.requestId as string, {
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: '0905 123 456',
    industry: 'financie',
    ...row,
  });
  repository.consents.set(payload.requestId as string, {
    givenAt: '2026-03-01T10:00:00.000Z',
    textVersion: 'gdpr-0123456789abcdef',
    source: 'demo-modal:immediate',
    marketingConsent: false,
  });
}

for (const [field, row] of mismatches) {
  Deno.test(`stored leads only: a payload whose ${field} disagrees with the row -> 409, no call`, async () => {
    const { handler, repository, vapi } = createHarness();
    const payload = validPayload();
    storeLead(repository, payload, row);
    const response = await handler(postJson(payload));
    assert.equal(response.status, 409);
    const error = await errorOf(response);
    assert.equal(error.code, 'request_mismatch');
    assert.deepEqual(
      (error.issues as { path: string }[]).map((issue) => issue.path),
      [field],
    );
    assert.ok(!JSON.stringify(error).includes(Object.values(row)[0] as string), 'no stored value');
    assert.equal(vapi.calls.length, 0);
  });
}

Deno.test('stored leads only: the stored phone is dialled (row typed nationally, E.164 payload)', async () => {
  const { handler, repository, vapi } = createHarness();
  const payload = validPayload();
  storeLead(repository, payload, { name: ' Ján Novák ', email: 'Jan.Novak@Example.sk' });
  assert.equal((await handler(postJson(payload))).status, 200);
  const customer = vapi.calls[0]?.body.customer as { number: string } | undefined;
  assert.equal(customer?.number, '+421905123456');
});

// now = 2026-03-01T10:00Z (11:00 in Bratislava); SCHEDULE_MAX_DAYS = 30 -> the last day is 2026-03-31
const scheduled = (date: string, time = '10:00', extra: Record<string, unknown> = {}) =>
  validPayload({ callType: 'scheduled', scheduledDate: date, scheduledTime: time, ...extra });

Deno.test('horizon: the last day of SCHEDULE_MAX_DAYS is bookable, the next is 422 slot_too_far', async () => {
  const { handler, vapi } = createHarness();
  assert.equal((await handler(postJson(scheduled('2026-03-31', '23:45')))).status, 200);
  const far = await handler(postJson(scheduled('2026-04-01', '00:00')));
  assert.equal(far.status, 422);
  assert.equal((await errorOf(far)).code, 'slot_too_far');
  assert.equal(
    (await errorOf(await handler(postJson(scheduled('9999-12-31'))))).code,
    'slot_too_far',
  );
  assert.equal(vapi.calls.length, 1);
});

Deno.test('horizon: SCHEDULE_MAX_DAYS=7 moves it', async () => {
  const { handler } = createHarness({ env: { ...SECRETS, SCHEDULE_MAX_DAYS: '7' } });
  assert.equal((await handler(postJson(scheduled('2026-03-08')))).status, 200);
  assert.equal((await handler(postJson(scheduled('2026-03-09')))).status, 422);
});

Deno.test('stacking: one number cannot be booked twice into one slot, nor one day', async () => {
  const { handler, repository, vapi } = createHarness({
    env: { ...SECRETS, RATE_LIMIT_PHONE_MAX: '99' },
  });
  const statuses: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    const response = await handler(
      postJson(scheduled('2026-03-24', '03:00'), { ip: `203.0.113.${100 + i}` }),
    );
    statuses.push(response.status);
  }
  assert.deepEqual(statuses, [200, 429, 429, 429, 429, 429, 429, 429, 429]);
  const sameDay = await handler(postJson(scheduled('2026-03-24', '15:00')));
  assert.equal(sameDay.status, 429, 'another slot of the same day');
  const nextDay = await handler(postJson(scheduled('2026-03-25', '03:00')));
  assert.equal(nextDay.status, 200, 'the next day is its own');
  assert.equal(vapi.calls.length, 2);
  assert.equal(repository.calls.size, 2);
});

Deno.test('stacking: the day counter outlives the horizon (no reset before the call day)', async () => {
  const { handler, clock } = createHarness({ env: { ...SECRETS, RATE_LIMIT_PHONE_MAX: '99' } });
  assert.equal((await handler(postJson(scheduled('2026-03-31')))).status, 200);
  clock.advance(25 * 86_400_000); // 2026-03-26: the day is still ahead
  assert.equal((await handler(postJson(scheduled('2026-03-31', '12:00')))).status, 429);
});

Deno.test('stacking: an immediate call counts for today', async () => {
  const { handler } = createHarness();
  assert.equal((await handler(postJson(validPayload()))).status, 200);
  assert.equal((await handler(postJson(scheduled('2026-03-01', '18:00')))).status, 429);
  assert.equal((await handler(postJson(scheduled('2026-03-02', '18:00')))).status, 200);
});

const budgetEnv = (extra: Record<string, string>) => ({
  ...SECRETS,
  ...WEBHOOK_ENV,
  ...extra,
});
const distinct = (i: number) => validPayload({ phone: `+42190520${String(i).padStart(4, '0')}` });

Deno.test('budget: DIAL_MAX_PER_HOUR=3 -> 3 calls, then deferred (202), every lead kept, one alert', async () => {
  const { handler, repository, vapi } = createHarness({
    env: budgetEnv({ DIAL_MAX_PER_HOUR: '3' }),
  });
  const payloads = Array.from({ length: 6 }, (_, i) => distinct(i));
  const answers = [];
  for (const [i, payload] of payloads.entries()) {
    const response = await handler(postJson(payload, { ip: `198.51.100.${i + 1}` }));
    answers.push([response.status, (await response.json()).status]);
  }
  assert.deepEqual(answers, [
    [200, 'calling'],
    [200, 'calling'],
    [200, 'calling'],
    [202, 'deferred'],
    [202, 'deferred'],
    [202, 'deferred'],
  ]);
  assert.equal(vapi.calls.length, 3);
  const outcomes = payloads.map((p) => repository.calls.get(p.requestId as string)?.outcome.status);
  assert.deepEqual(outcomes, [
    'call_placed',
    'call_placed',
    'call_placed',
    'deferred',
    'deferred',
    'deferred',
  ]);
  const alerts = vapi.webhooks.filter((w) => (w.body as { type: string }).type !== 'demo_request');
  assert.deepEqual(
    alerts.map((w) => w.body),
    [
      {
        text: `Rozpočet odchádzajúcich hovorov (hour, 3) je vyčerpaný: lead ${payloads[3]?.requestId} je odložená`,
        type: 'dial_budget_exceeded',
        window: 'hour',
        limit: 3,
        requestId: payloads[3]?.requestId,
      },
    ],
  );
});

Deno.test('budget: the hour window ends, calls resume; a new breach alerts again', async () => {
  const { handler, vapi, clock } = createHarness({ env: budgetEnv({ DIAL_MAX_PER_HOUR: '1' }) });
  assert.equal((await handler(postJson(distinct(1)))).status, 200);
  assert.equal((await handler(postJson(distinct(2)))).status, 202);
  clock.advance(3_600_001);
  assert.equal((await handler(postJson(distinct(3)))).status, 200);
  assert.equal((await handler(postJson(distinct(4)))).status, 202);
  const alerts = vapi.webhooks.filter(
    (w) => (w.body as { type: string }).type === 'dial_budget_exceeded',
  );
  assert.equal(alerts.length, 2);
});

Deno.test('budget: DIAL_MAX_PER_DAY counts across hours', async () => {
  const { handler, vapi, clock } = createHarness({
    env: budgetEnv({ DIAL_MAX_PER_HOUR: '10', DIAL_MAX_PER_DAY: '2' }),
  });
  assert.equal((await handler(postJson(distinct(1)))).status, 200);
  clock.advance(3_600_001);
  assert.equal((await handler(postJson(distinct(2)))).status, 200);
  clock.advance(3_600_001);
  const third = await handler(postJson(distinct(3)));
  assert.equal(third.status, 202);
  assert.equal(vapi.calls.length, 2);
  const alert = vapi.webhooks.find(
    (w) => (w.body as { type: string }).type === 'dial_budget_exceeded',
  );
  const requestId = (await third.json()).requestId;
  assert.deepEqual(alert?.body, {
    text: `Rozpočet odchádzajúcich hovorov (day, 2) je vyčerpaný: lead ${requestId} je odložená`,
    type: 'dial_budget_exceeded',
    window: 'day',
    limit: 2,
    requestId,
  });
});

Deno.test('budget: without a webhook the breach is logged, still once', async () => {
  const { handler, logs } = createHarness({ env: { ...SECRETS, DIAL_MAX_PER_HOUR: '1' } });
  for (let i = 0; i < 4; i += 1) await handler(postJson(distinct(i)));
  assert.equal(logs.filter((line) => line.includes('dial_budget_exceeded')).length, 1);
});

Deno.test('IPv6: the addresses of one /64 share the per-IP limit, the next /64 does not', async () => {
  const { handler } = createHarness();
  const headers = (ip: string) => ({ headers: { 'X-Forwarded-For': '', 'X-Real-IP': ip } });
  for (let i = 1; i <= 5; i += 1) {
    const response = await handler(
      postJson(distinct(i), headers(`2001:db8:7:8::${i.toString(16)}`)),
    );
    assert.equal(response.status, 200);
  }
  const sameSubnet = await handler(
    postJson(distinct(6), headers('2001:db8:7:8:ffff:ffff:ffff:ffff')),
  );
  assert.equal(sameSubnet.status, 429);
  const nextSubnet = await handler(postJson(distinct(7), headers('2001:db8:7:9::1')));
  assert.equal(nextSubnet.status, 200);
});

const scheduledFor = (i: number, date: string, time: string) =>
  validPayload({
    phone: `+42190530${String(i).padStart(4, '0')}`,
    callType: 'scheduled',
    scheduledDate: date,
    scheduledTime: time,
  });

Deno.test('capacity: SCHEDULE_SLOT_CAPACITY=2 -> a third booking of one slot is deferred, the next slot has room', async () => {
  const { handler, vapi, repository } = createHarness({ env: budgetEnv({}) });
  const answers: string[] = [];
  for (const [i, time] of ['10:00', '10:00', '10:00', '10:15'].entries()) {
    const response = await handler(postJson(scheduledFor(i, '2026-03-05', time)));
    answers.push((await response.json()).status);
  }
  assert.deepEqual(answers, ['scheduled', 'scheduled', 'deferred', 'scheduled']);
  assert.equal(vapi.calls.length, 3);
  const deferred = [...repository.calls.values()].find((c) => c.outcome.status === 'deferred');
  assert.match(deferred?.outcome.error ?? '', /slot/);
  const alert = vapi.webhooks.find(
    (w) => (w.body as { type: string }).type === 'dial_budget_exceeded',
  );
  const { window, limit } = (alert?.body ?? {}) as { window?: string; limit?: number };
  assert.deepEqual({ window, limit }, { window: 'slot', limit: 2 });
});

Deno.test('capacity: DIAL_MAX_PER_DAY counts calls on the day they ring, not the day they were booked', async () => {
  const { handler, vapi } = createHarness({
    env: budgetEnv({ DIAL_MAX_PER_DAY: '2', SCHEDULE_SLOT_CAPACITY: '5' }),
  });
  const statuses: string[] = [];
  const book = async (i: number, date: string, time: string) => {
    const response = await handler(postJson(scheduledFor(i, date, time)));
    statuses.push((await response.json()).status);
  };
  // all booked today (2026-03-01): two ring on the 5th, two on the 6th
  await book(1, '2026-03-05', '09:00');
  await book(2, '2026-03-05', '14:00');
  await book(3, '2026-03-06', '09:00');
  await book(4, '2026-03-06', '09:15');
  // a third on the 5th is over that day's budget
  await book(5, '2026-03-05', '16:00');
  assert.deepEqual(statuses, ['scheduled', 'scheduled', 'scheduled', 'scheduled', 'deferred']);
  assert.equal(vapi.calls.length, 4);
});

Deno.test('consent: a lead row without its consent record (the four-field insert) -> 422 consent_missing, never dialled', async () => {
  const { handler, repository, vapi } = createHarness();
  const payload = validPayload();
  repository.leads.set(payload.requestId as string, {
    name: 'Ján Novák',
    email: 'jan.novak@example.sk',
    phone: '+421905123456',
    industry: 'financie',
  });
  repository.consents.set(payload.requestId as string, {
    givenAt: '2026-03-01T10:00:00.000Z',
    textVersion: null,
    source: null,
    marketingConsent: false,
  });
  const response = await handler(postJson(payload));
  assert.equal(response.status, 422);
  assert.equal((await errorOf(response)).code, 'consent_missing');
  assert.equal(vapi.calls.length, 0);
  assert.equal(repository.calls.size, 0, 'nothing claimed');
});
