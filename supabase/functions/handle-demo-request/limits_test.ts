import assert from 'node:assert/strict';
import { createHarness, errorOf, postJson, SECRETS, validPayload } from '../_testing/fakes.ts';

const phone = (n: number) => `+4219051${String(n).padStart(5, '0')}`;

Deno.test('idempotency: a repeated requestId answers 200 with the original outcome, one call', async () => {
  const { handler, repository, vapi } = createHarness();
  const payload = validPayload();
  const first = await (await handler(postJson(payload))).json();
  const again = await handler(postJson(payload));
  assert.equal(again.status, 200);
  const body = await again.json();
  assert.equal(body.duplicate, true);
  assert.equal(body.status, first.status);
  assert.equal(body.callId, first.callId);
  assert.equal(vapi.calls.length, 1);
  assert.equal(repository.calls.size, 1);
});

Deno.test('idempotency: 10 concurrent copies of one requestId place exactly one call', async () => {
  const { handler, vapi } = createHarness({
    env: {
      ...SECRETS,
      RATE_LIMIT_IP_MAX: '100',
      RATE_LIMIT_PHONE_MAX: '100',
      RATE_LIMIT_PHONE_DAY_MAX: '100',
    },
  });
  const payload = validPayload();
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => handler(postJson(payload, { ip: '203.0.113.1' }))),
  );
  assert.deepEqual(
    responses.map((r) => r.status),
    Array(10).fill(200),
  );
  assert.equal(vapi.calls.length, 1);
});

Deno.test('a failed request id is never stuck as a duplicate: a later retry dials again', async () => {
  let attempts = 0;
  const { handler, repository, vapi, settled } = createHarness({
    reply: () => {
      attempts += 1;
      return attempts <= 3
        ? new Response('down', { status: 503 })
        : Response.json({ id: 'call_later' }, { status: 201 });
    },
  });
  const payload = validPayload();
  assert.equal((await handler(postJson(payload))).status, 202);
  await settled();
  assert.equal(repository.calls.get(payload.requestId as string)?.outcome.status, 'failed');
  const retry = await handler(postJson(payload));
  assert.equal(retry.status, 200);
  const body = await retry.json();
  assert.equal(body.status, 'calling');
  assert.equal(body.duplicate, undefined);
  assert.equal(body.callId, 'call_later');
  assert.equal(vapi.calls.length, 4);
  assert.equal(repository.calls.get(payload.requestId as string)?.outcome.attempts, 1);
});

Deno.test('a request still retrying is answered as a duplicate (no second placement)', async () => {
  const { handler, vapi } = createHarness(
    { reply: () => new Response('down', { status: 503 }) },
    { sleep: () => new Promise<void>(() => {}) }, // the backoff never ends in this test
  );
  const payload = validPayload();
  assert.equal((await handler(postJson(payload))).status, 202);
  const again = await handler(postJson(payload));
  assert.equal(again.status, 200);
  assert.deepEqual(await again.json(), {
    status: 'retrying',
    duplicate: true,
    requestId: payload.requestId,
    callType: 'immediate',
    scheduledAt: null,
    callId: null,
  });
  assert.equal(vapi.calls.length, 1, 'the background retries are still waiting');
});

Deno.test('idempotency: a retried request does not use up the rate limit', async () => {
  const { handler } = createHarness({ env: { ...SECRETS, RATE_LIMIT_IP_MAX: '2' } });
  const payload = validPayload({ phone: phone(1) });
  for (let i = 0; i < 5; i += 1) {
    assert.equal((await handler(postJson(payload, { ip: '203.0.113.2' }))).status, 200);
  }
  const other = await handler(postJson(validPayload({ phone: phone(2) }), { ip: '203.0.113.2' }));
  assert.equal(other.status, 200);
});

Deno.test('rate limit per IP: the 6th request in 10 min -> 429 with Retry-After, not recorded', async () => {
  const { handler, repository, vapi, clock } = createHarness();
  for (let i = 0; i < 5; i += 1) {
    const ok = await handler(postJson(validPayload({ phone: phone(i) }), { ip: '203.0.113.3' }));
    assert.equal(ok.status, 200);
    clock.advance(1000);
  }
  const limited = await handler(postJson(validPayload({ phone: phone(9) }), { ip: '203.0.113.3' }));
  assert.equal(limited.status, 429);
  assert.equal((await errorOf(limited)).code, 'rate_limited');
  // one Retry-After and one text for every limit: no answer tells which one refused
  assert.equal(limited.headers.get('Retry-After'), '3600');
  assert.equal(repository.calls.size, 5);
  assert.equal(vapi.calls.length, 5);
  const elsewhere = await handler(
    postJson(validPayload({ phone: phone(9) }), { ip: '203.0.113.4' }),
  );
  assert.equal(elsewhere.status, 200);
});

Deno.test('rate limit per IP: the window slides open again', async () => {
  const { handler, clock } = createHarness();
  for (let i = 0; i < 5; i += 1) {
    await handler(postJson(validPayload({ phone: phone(i) }), { ip: '203.0.113.5' }));
  }
  assert.equal(
    (await handler(postJson(validPayload({ phone: phone(6) }), { ip: '203.0.113.5' }))).status,
    429,
  );
  clock.advance(600_001);
  assert.equal(
    (await handler(postJson(validPayload({ phone: phone(7) }), { ip: '203.0.113.5' }))).status,
    200,
  );
});

Deno.test('rate limit per number: the 4th request for one number in an hour -> 429 from any IP', async () => {
  const { handler, vapi } = createHarness({ env: { ...SECRETS, RATE_LIMIT_PHONE_DAY_MAX: '9' } });
  for (let i = 0; i < 3; i += 1) {
    const ok = await handler(postJson(validPayload(), { ip: `203.0.113.${10 + i}` }));
    assert.equal(ok.status, 200);
  }
  const limited = await handler(postJson(validPayload(), { ip: '203.0.113.20' }));
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get('Retry-After')) > 3500);
  assert.equal(vapi.calls.length, 3);
});

Deno.test('rate limit per number: a spaced variant of a number is refused, not a new number', async () => {
  const { handler, vapi } = createHarness({ env: { ...SECRETS, RATE_LIMIT_PHONE_MAX: '1' } });
  assert.equal((await handler(postJson(validPayload({ phone: '+421905123456' })))).status, 200);
  const variant = await handler(postJson(validPayload({ phone: '+421 905 123 456' })));
  assert.equal(variant.status, 400);
  assert.equal((await handler(postJson(validPayload({ phone: '+421905123456' })))).status, 429);
  assert.equal(vapi.calls.length, 1);
});

Deno.test('rate limits come from the environment (RATE_LIMIT_IP_MAX=1)', async () => {
  const { handler } = createHarness({ env: { ...SECRETS, RATE_LIMIT_IP_MAX: '1' } });
  assert.equal(
    (await handler(postJson(validPayload({ phone: phone(1) }), { ip: '203.0.113.30' }))).status,
    200,
  );
  assert.equal(
    (await handler(postJson(validPayload({ phone: phone(2) }), { ip: '203.0.113.30' }))).status,
    429,
  );
});

Deno.test('invalid payloads do not count against the rate limit', async () => {
  const { handler } = createHarness({ env: { ...SECRETS, RATE_LIMIT_IP_MAX: '1' } });
  for (let i = 0; i < 3; i += 1) {
    const bad = await handler(postJson(validPayload({ email: 'nope' }), { ip: '203.0.113.31' }));
    assert.equal(bad.status, 400);
  }
  assert.equal((await handler(postJson(validPayload(), { ip: '203.0.113.31' }))).status, 200);
});
