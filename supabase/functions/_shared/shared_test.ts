import assert from 'node:assert/strict';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { clientIp } from './client-ip.ts';
import { DEFAULT_SITE_ORIGINS, parseOrigins } from './cors.ts';
import { envFromRecord, readConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { MAX_BODY_BYTES, readJsonBody } from './request.ts';

function jsonRequest(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    throw error;
  }
  return 'ok';
}

Deno.test('config: rate limit defaults are 5 per IP per 10 min, 3 per number and 8 per IPv6 /48 per hour', () => {
  const config = readConfig(envFromRecord({}));
  assert.deepEqual(config.rateLimits, {
    ip: { max: 5, windowSeconds: 600 },
    phone: { max: 3, windowSeconds: 3600 },
    net48: { max: 8, windowSeconds: 3600 },
  });
  assert.equal(config.vapi.baseUrl, 'https://api.vapi.ai');
  assert.deepEqual(config.siteOrigins, DEFAULT_SITE_ORIGINS);
});

Deno.test('config: a blank RATE_LIMIT_IP_MAX is unset (the default)', () => {
  assert.equal(readConfig(envFromRecord({ RATE_LIMIT_IP_MAX: ' ' })).rateLimits.ip.max, 5);
});

for (const value of ['0', '-3', 'abc', '2.5']) {
  Deno.test(`config: RATE_LIMIT_IP_MAX=${JSON.stringify(value)} is an error naming it`, () => {
    assert.throws(
      () => readConfig(envFromRecord({ RATE_LIMIT_IP_MAX: value })),
      (error: Error & { code?: string }) =>
        error.code === 'invalid_setting' && /RATE_LIMIT_IP_MAX/.test(error.message),
    );
  });
}

Deno.test('config: every invalid setting is named in one error', () => {
  assert.throws(
    () =>
      readConfig(
        envFromRecord({
          VAPI_MAX_ATTEMPTS: '11',
          DIAL_MAX_PER_DAY: 'many',
          VOICE_TRANSPORT: 'sip',
        }),
      ),
    /VOICE_TRANSPORT.*DIAL_MAX_PER_DAY.*VAPI_MAX_ATTEMPTS must be 10 or less/,
  );
});

Deno.test('config: rate limits come from the environment', () => {
  const config = readConfig(
    envFromRecord({
      RATE_LIMIT_IP_MAX: '50',
      RATE_LIMIT_IP_WINDOW_SECONDS: '60',
      RATE_LIMIT_PHONE_MAX: '7',
      RATE_LIMIT_PHONE_WINDOW_SECONDS: '120',
      RATE_LIMIT_NET48_PER_HOUR: '30',
    }),
  );
  assert.deepEqual(config.rateLimits, {
    ip: { max: 50, windowSeconds: 60 },
    phone: { max: 7, windowSeconds: 120 },
    net48: { max: 30, windowSeconds: 3600 },
  });
});

Deno.test('cors: parseOrigins trims, drops trailing slashes and empty items', () => {
  assert.deepEqual(parseOrigins(' https://a.sk/ ,, https://b.sk '), [
    'https://a.sk',
    'https://b.sk',
  ]);
  assert.deepEqual(parseOrigins(' , '), DEFAULT_SITE_ORIGINS);
});

const ipCases: [string, Record<string, string>, number | undefined, string][] = [
  [
    'X-Real-IP (set by the gateway) wins over a client-sent X-Forwarded-For',
    { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9', 'X-Real-IP': '203.0.113.10' },
    undefined,
    '203.0.113.10',
  ],
  [
    'last X-Forwarded-For hop without X-Real-IP, never the spoofable first',
    { 'X-Forwarded-For': ' 1.2.3.4 , 203.0.113.9 ' },
    undefined,
    '203.0.113.9',
  ],
  [
    '1 trusted hop: the address the nearest proxy saw',
    { 'X-Forwarded-For': '1.2.3.4, 203.0.113.9', 'X-Real-IP': '10.0.0.1' },
    1,
    '203.0.113.9',
  ],
  [
    '2 trusted hops: the address the outer proxy saw',
    { 'X-Forwarded-For': '1.2.3.4, 198.51.100.7, 10.0.0.1' },
    2,
    '198.51.100.7',
  ],
  [
    'more trusted hops than entries: the first entry',
    { 'X-Forwarded-For': '198.51.100.7' },
    3,
    '198.51.100.7',
  ],
  ['unknown without headers', {}, undefined, 'unknown'],
];
for (const [title, headers, hops, expected] of ipCases) {
  Deno.test(`clientIp: ${title}`, () => {
    assert.equal(clientIp(new Request('http://localhost/', { headers }), hops), expected);
  });
}

Deno.test('body: exactly the limit is accepted', async () => {
  const text = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES - 10) });
  assert.equal(new TextEncoder().encode(text).byteLength, MAX_BODY_BYTES);
  assert.deepEqual(await readJsonBody(jsonRequest(text)), JSON.parse(text));
});

Deno.test('body: one byte over the limit -> payload_too_large', async () => {
  const text = JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES - 9) });
  assert.equal(await codeOf(readJsonBody(jsonRequest(text))), 'payload_too_large');
});

Deno.test('body: a lying Content-Length does not get an oversize stream through', async () => {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
      if (pulled > 1000) controller.close();
    },
  });
  const request = jsonRequest(stream, { 'Content-Length': '10' });
  assert.equal(await codeOf(readJsonBody(request)), 'payload_too_large');
  assert.ok(pulled < 10, `stopped reading early (pulled ${pulled} chunks)`);
});

Deno.test('body: a declared Content-Length over the limit is refused before reading', async () => {
  const request = jsonRequest('{}', { 'Content-Length': String(MAX_BODY_BYTES + 1) });
  assert.equal(await codeOf(readJsonBody(request)), 'payload_too_large');
});

Deno.test('body: invalid UTF-8 -> invalid_json', async () => {
  const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
  assert.equal(await codeOf(readJsonBody(jsonRequest(bytes))), 'invalid_json');
});

Deno.test('body: content type with charset is accepted', async () => {
  const request = jsonRequest('{"a":1}', { 'Content-Type': 'Application/JSON; charset=utf-8' });
  assert.deepEqual(await readJsonBody(request), { a: 1 });
});

Deno.test('memory repository: fixed window from the first hit, like check_rate_limit', async () => {
  let now = 0;
  const repo = createMemoryRepository(() => now);
  assert.equal((await repo.hitRateLimit('b', 'k', 2, 10)).allowed, true);
  now = 4_000;
  assert.equal((await repo.hitRateLimit('b', 'k', 2, 10)).allowed, true);
  assert.deepEqual(await repo.hitRateLimit('b', 'k', 2, 10), {
    allowed: false,
    retryAfterSeconds: 6,
  });
  assert.equal((await repo.hitRateLimit('other', 'k', 2, 10)).allowed, true);
  now = 10_000;
  assert.equal((await repo.hitRateLimit('b', 'k', 2, 10)).allowed, true);
});
