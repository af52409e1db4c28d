// Bot friction without tracking: honeypot, minimum fill time through the signed form token,
// optional Turnstile. Every failed check gets the same answer; the reason goes to the log.
import assert from 'node:assert/strict';
import { envFromRecord } from '../_shared/env.ts';
import { checkFormToken, issueFormToken } from '../_shared/form-token.ts';
import { silentLogger } from '../_shared/logger.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../_shared/rate-limit.ts';
import {
  createHarness,
  postJson,
  SECRETS,
  SITE_ORIGIN,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_PASS_SECRET,
  TURNSTILE_URL,
  testConfig,
  validPayload,
} from '../_testing/fakes.ts';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { createHandler as createTokenHandler, readTokenLimit } from '../demo-form-token/index.ts';

const SECRET = SECRETS.FORM_TOKEN_SECRET as string;
const NOW = Date.parse('2026-03-01T10:00:00Z');
const RULES = { minFillSeconds: 3, maxAgeSeconds: 7200 };

Deno.test('form token: issued, then valid from 3 s to 2 h of age', async () => {
  const token = await issueFormToken(SECRET, NOW);
  assert.match(token, /^v1\.[0-9a-z]+\.[\w-]+\.[\w-]+$/);
  assert.equal(await checkFormToken(token, SECRET, NOW + 2_999, RULES), 'too_fast');
  assert.equal(await checkFormToken(token, SECRET, NOW + 3_000, RULES), null);
  assert.equal(await checkFormToken(token, SECRET, NOW + 7_200_000, RULES), null);
  assert.equal(await checkFormToken(token, SECRET, NOW + 7_200_001, RULES), 'expired');
});

Deno.test('form token: every token is different (random nonce)', async () => {
  const tokens = await Promise.all(Array.from({ length: 20 }, () => issueFormToken(SECRET, NOW)));
  assert.equal(new Set(tokens).size, 20);
});

const forged: [string, (token: string) => string | undefined, string][] = [
  ['missing', () => undefined, 'missing'],
  ['empty', () => '', 'missing'],
  ['garbage', () => 'hello', 'malformed'],
  ['another version', (t) => t.replace(/^v1/, 'v2'), 'malformed'],
  [
    'an issue time moved back an hour',
    (t) => {
      const [v, issued, nonce, sig] = t.split('.');
      return [v, (Number.parseInt(issued ?? '', 36) - 3_600_000).toString(36), nonce, sig].join(
        '.',
      );
    },
    'bad_signature',
  ],
  [
    'another nonce',
    (t) => t.replace(/\.([\w-]+)\.([\w-]+)$/, '.AAAAAAAAAAAAAAAA.$2'),
    'bad_signature',
  ],
  ['a signature by another secret', () => 'other', 'bad_signature'],
  ['a truncated signature', (t) => t.slice(0, -4), 'malformed'],
  // atob threw on these (InvalidCharacterError -> 500): now a plain refusal
  ['a one-character signature', () => 'v1.abc.nonce.A', 'malformed'],
  ['a signature atob cannot decode', () => 'v1.abc.AAAAAAAAAAAAAAAA.A', 'malformed'],
  [
    'a well-formed signature that is wrong',
    () => `v1.abc.AAAAAAAAAAAAAAAA.${'A'.repeat(42)}B`,
    'bad_signature',
  ],
  ['a short nonce', (t) => t.replace(/\.([\w-]+)\.([\w-]+)$/, '.abc.$2'), 'malformed'],
];

for (const [title, forge, reason] of forged) {
  Deno.test(`form token: ${title} -> ${reason}`, async () => {
    const token =
      title === 'a signature by another secret'
        ? await issueFormToken('another-secret', NOW)
        : forge(await issueFormToken(SECRET, NOW));
    assert.equal(await checkFormToken(token, SECRET, NOW + 60_000, RULES), reason);
  });
}

const TOKEN_URL = 'http://localhost/functions/v1/demo-form-token';

function tokenHandler(
  env: Record<string, string | undefined> = SECRETS,
  repository = createMemoryRepository(() => NOW),
) {
  return createTokenHandler({
    config: testConfig(env),
    tokenLimit: readTokenLimit(envFromRecord(env)),
    repository,
    now: () => new Date(NOW),
    logger: silentLogger,
  });
}

Deno.test('demo-form-token: GET -> a fresh token, no-store, CORS for the site', async () => {
  const handler = tokenHandler();
  const response = await handler(new Request(TOKEN_URL, { headers: { Origin: SITE_ORIGIN } }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  const { token } = await response.json();
  assert.equal(await checkFormToken(token, SECRET, NOW + 5_000, RULES), null);
});

Deno.test('demo-form-token: POST -> 405; no secret -> 500 that does not name it', async () => {
  const handler = tokenHandler();
  assert.equal((await handler(new Request(TOKEN_URL, { method: 'POST' }))).status, 405);
  const unconfigured = tokenHandler({ ...SECRETS, FORM_TOKEN_SECRET: undefined });
  const response = await unconfigured(new Request(TOKEN_URL));
  assert.equal(response.status, 500);
  assert.doesNotMatch(await response.text(), /FORM_TOKEN_SECRET/);
});

Deno.test('demo-form-token: FORM_TOKEN_RATE_LIMIT_MAX tokens per address per 10 min, then the one 429', async () => {
  const handler = tokenHandler({ ...SECRETS, FORM_TOKEN_RATE_LIMIT_MAX: '3' });
  const get = (ip: string) =>
    handler(new Request(TOKEN_URL, { headers: { Origin: SITE_ORIGIN, 'X-Real-IP': ip } }));
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await get('203.0.113.5');
    statuses.push(response.status);
    if (response.status === 429) {
      assert.equal(
        ((await response.json()) as { error: { message: string } }).error.message,
        TOO_MANY_REQUESTS_MESSAGE,
      );
    } else await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  assert.equal((await get('2001:db8:9::1')).status, 200);
});

/** The same generic answer for every failed check, and the reason in the log. */
async function assertRefused(
  h: ReturnType<typeof createHarness>,
  body: Record<string, unknown>,
  logged: RegExp,
) {
  const response = await h.handler(postJson(body));
  assert.equal(response.status, 403);
  assert.deepEqual(await response.json(), {
    error: {
      code: 'verification_failed',
      message: 'The request could not be verified. Reload the page and send the form again.',
    },
  });
  assert.match(h.logs.join('\n'), logged);
  assert.equal(h.vapi.calls.length, 0);
  assert.equal(h.repository.calls.size, 0, 'nothing claimed');
}

Deno.test('bot check: a filled honeypot -> the generic 403', async () => {
  await assertRefused(
    createHarness(),
    validPayload({ honeypot: 'https://spam.example' }),
    /honeypot/,
  );
});

Deno.test('bot check: no form token -> the generic 403', async () => {
  await assertRefused(createHarness(), validPayload({ formToken: '' }), /form token missing/);
});

Deno.test('bot check: a form submitted 1 s after it opened -> the generic 403', async () => {
  const h = createHarness();
  const formToken = await issueFormToken(SECRET, h.clock.now() - 1_000);
  await assertRefused(h, validPayload({ formToken }), /too_fast/);
});

Deno.test('bot check: a token of yesterday -> the generic 403', async () => {
  const h = createHarness();
  const formToken = await issueFormToken(SECRET, h.clock.now() - 86_400_000);
  await assertRefused(h, validPayload({ formToken }), /expired/);
});

Deno.test('bot check: FORM_MIN_FILL_SECONDS=10 refuses a 5 s fill', async () => {
  const h = createHarness({ env: { ...SECRETS, FORM_MIN_FILL_SECONDS: '10' } });
  const formToken = await issueFormToken(SECRET, h.clock.now() - 5_000);
  await assertRefused(h, validPayload({ formToken }), /too_fast/);
});

Deno.test('bot check: failed checks do not count against the rate limits', async () => {
  const h = createHarness({ env: { ...SECRETS, RATE_LIMIT_IP_MAX: '1' } });
  for (let i = 0; i < 3; i += 1) {
    const response = await h.handler(
      postJson(validPayload({ honeypot: 'x' }), { ip: '203.0.113.77' }),
    );
    assert.equal(response.status, 403);
  }
  assert.equal((await h.handler(postJson(validPayload(), { ip: '203.0.113.77' }))).status, 200);
});

const turnstileEnv = (secret = TURNSTILE_PASS_SECRET) => ({
  env: { ...SECRETS, TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: TURNSTILE_URL },
});

Deno.test('Turnstile: a token the verifier accepts -> dialled; secret, token and remote IP sent', async () => {
  const h = createHarness(turnstileEnv());
  const body = validPayload({ turnstileToken: TURNSTILE_DUMMY_TOKEN });
  const response = await h.handler(postJson(body, { ip: '203.0.113.45' }));
  assert.equal(response.status, 200);
  assert.deepEqual(h.vapi.turnstile, [
    { secret: TURNSTILE_PASS_SECRET, response: TURNSTILE_DUMMY_TOKEN, remoteip: '203.0.113.45' },
  ]);
});

Deno.test('Turnstile: no token -> the generic 403, the verifier is not even asked', async () => {
  const h = createHarness(turnstileEnv());
  await assertRefused(h, validPayload(), /turnstile token missing/);
  assert.equal(h.vapi.turnstile.length, 0);
});

Deno.test('Turnstile: a refused token -> the generic 403', async () => {
  const h = createHarness(turnstileEnv('2x0000000000000000000000000000000AA'));
  await assertRefused(
    h,
    validPayload({ turnstileToken: TURNSTILE_DUMMY_TOKEN }),
    /turnstile refused \(200 invalid-input-response\)/,
  );
});

Deno.test('Turnstile: an unreachable verifier fails closed -> the generic 403', async () => {
  const h = createHarness(turnstileEnv(), {
    fetch: () => Promise.reject(new TypeError('connection refused')),
  });
  await assertRefused(h, validPayload({ turnstileToken: TURNSTILE_DUMMY_TOKEN }), /unreachable/);
});

Deno.test('Turnstile: not configured -> a turnstileToken is ignored, nothing is verified', async () => {
  const h = createHarness();
  const response = await h.handler(postJson(validPayload({ turnstileToken: 'whatever' })));
  assert.equal(response.status, 200);
  assert.equal(h.vapi.turnstile.length, 0);
});

Deno.test('bot check: a malformed form token (atob cannot decode it) -> the generic 403, never 500', async () => {
  for (const formToken of [
    'v1.abc.nonce.A',
    'v1.abc.AAAAAAAAAAAAAAAA.A',
    'v1.abc.AAAAAAAAAAAAAAAA.====',
  ]) {
    await assertRefused(createHarness(), validPayload({ formToken }), /form token malformed/);
  }
});

Deno.test('bot check: one form token, one request id: a replay with another request id -> 403', async () => {
  const h = createHarness();
  const formToken = await issueFormToken(SECRET, h.clock.now() - 60_000);
  const first = await h.handler(postJson(validPayload({ formToken })));
  assert.equal(first.status, 200);
  const replay = validPayload({ formToken, phone: '+421905123457', email: 'eva@example.sk' });
  const response = await h.handler(postJson(replay, { ip: '192.0.2.200' }));
  assert.equal(response.status, 403);
  assert.equal(
    ((await response.json()) as { error: { code: string } }).error.code,
    'verification_failed',
  );
  assert.match(h.logs.join('\n'), /replayed/);
  assert.equal(h.vapi.calls.length, 1);
});

Deno.test('bot check: the same token with the same request id (a retried submit) is not a replay', async () => {
  const h = createHarness({}, {});
  const formToken = await issueFormToken(SECRET, h.clock.now() - 60_000);
  const payload = validPayload({ formToken });
  assert.equal(
    await h.repository.useFormToken('x'.repeat(16), payload.requestId as string, 60),
    true,
  );
  const first = await h.handler(postJson(payload));
  assert.equal(first.status, 200);
  const again = await h.handler(postJson(payload));
  assert.equal(again.status, 200);
  assert.equal(((await again.json()) as { duplicate?: boolean }).duplicate, true);
  assert.equal(h.vapi.calls.length, 1);
});
