import assert from 'node:assert/strict';
import { errorOf } from '../_testing/fakes.ts';
import {
  createVoiceHarness,
  SECRETS,
  SITE_ORIGIN,
  tokenFor,
  VAPI_BASE_URL,
  VOICE_URL,
  voiceRequest,
} from '../_testing/voice-fakes.ts';

const LIMITS = {
  ...SECRETS,
  VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE: '2',
  VOICE_RATE_LIMIT_ADDRESS_PER_HOUR: '3',
  VOICE_RATE_LIMIT_NETWORK_PER_MINUTE: '3',
  VOICE_RATE_LIMIT_NETWORK_PER_HOUR: '4',
  VOICE_MAX_PER_HOUR: '5',
  // the concurrency caps have their own tests
  VOICE_MAX_CONCURRENT_PER_NETWORK: '100',
  VOICE_MAX_CONCURRENT_PER_NET56: '100',
  VOICE_MAX_CONCURRENT_PER_NET48: '100',
};
const MINUTE = 60_000;

/** The one POST /call the function sends: the private key, the server assistant, the caps. */
const postedCall = (maxDurationSeconds: number, transport: Record<string, unknown>) => ({
  url: `${VAPI_BASE_URL}/call`,
  method: 'POST',
  authorization: `Bearer ${SECRETS.VAPI_PRIVATE_KEY}`,
  body: {
    assistantId: SECRETS.VAPI_ASSISTANT_ID,
    assistantOverrides: { maxDurationSeconds, silenceTimeoutSeconds: 30 },
    transport,
  },
});

Deno.test('voice-call (websocket): a valid token -> exactly { callId, websocketCallUrl }, no-store, CORS', async () => {
  const h = createVoiceHarness({ env: { ...SECRETS, VOICE_TRANSPORT: 'websocket' } });
  const response = await h.call();
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    callId: 'call-1',
    websocketCallUrl: 'wss://api.vapi.ai/call-1/transport',
  });
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
});

Deno.test('voice-call (websocket): POST /call with the private key, the server assistant, 16 kHz PCM and the caps', async () => {
  const h = createVoiceHarness();
  await h.call({ fields: { transport: 'websocket' } });
  assert.deepEqual(h.vapi.requests, [
    postedCall(300, {
      provider: 'vapi.websocket',
      audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
    }),
  ]);
});

Deno.test('voice-call (daily, the default): POST /call with the daily transport, the private key and the caps -> { callId, webCallUrl }', async () => {
  const h = createVoiceHarness({
    env: { ...SECRETS, VOICE_MAX_DURATION_SECONDS: '120', VOICE_SILENCE_TIMEOUT_SECONDS: '20' },
  });
  const response = await h.call();
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    callId: 'call-1',
    webCallUrl: 'https://vapi.daily.co/call-1',
  });
  assert.deepEqual(h.vapi.requests, [postedCall(120, { provider: 'daily' })]);
});

Deno.test("voice-call: the duration cap defaults to 300 s; outside Vapi's 10-43200 s the setting is refused", async () => {
  for (const [value, expected] of [
    [undefined, 300],
    ['10', 10],
    ['43200', 43_200],
  ] as const) {
    const h = createVoiceHarness({ env: { ...SECRETS, VOICE_MAX_DURATION_SECONDS: value } });
    await (await h.call()).body?.cancel();
    const body = h.vapi.requests[0]?.body as { assistantOverrides: { maxDurationSeconds: number } };
    assert.equal(body.assistantOverrides.maxDurationSeconds, expected, String(value));
  }
  for (const value of ['5', '99999', 'abc']) {
    assert.throws(
      () => createVoiceHarness({ env: { ...SECRETS, VOICE_MAX_DURATION_SECONDS: value } }),
      /VOICE_MAX_DURATION_SECONDS/,
    );
  }
});

Deno.test("voice-call (daily): an answer with the older document's webCallUrl only is a 502", async () => {
  const h = createVoiceHarness({
    reply: () =>
      Response.json({ id: 'c1', webCallUrl: 'https://vapi.daily.co/c1' }, { status: 201 }),
  });
  const response = await h.call();
  assert.equal(response.status, 502);
  assert.ok(h.logger.lines.some((l) => l.includes('transport.callUrl')));
});

Deno.test('voice-call: the answer never carries more than the two fields', async () => {
  const h = createVoiceHarness({
    reply: () =>
      Response.json(
        {
          id: 'c1',
          orgId: 'o',
          status: 'queued',
          assistant: { model: { messages: [{ role: 'system', content: 'secret prompt' }] } },
          transport: {
            provider: 'daily',
            callUrl: 'https://vapi.daily.co/c1',
            callToken: 'daily-meeting-token',
          },
        },
        { status: 201 },
      ),
  });
  const text = await (await h.call()).text();
  assert.deepEqual(JSON.parse(text), { callId: 'c1', webCallUrl: 'https://vapi.daily.co/c1' });
  assert.ok(!text.includes('secret prompt'));
  assert.ok(!text.includes(SECRETS.VAPI_PRIVATE_KEY as string));
});

// The bot check: a single-use token bound to the caller's network, issued by voice-call-token.
const badTokens: [string, (ip: string, at: number) => Promise<unknown> | unknown][] = [
  ['no token', () => undefined],
  ['an empty token', () => ''],
  ['a number', () => 42],
  ['a form token', () => `v1.abc.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}`],
  ['garbage', () => 'vt1.abc.nonce.A'],
  ['a bad base64 signature', async (ip, at) => `${(await tokenFor(ip, at)).slice(0, -1)}*`],
  [
    'a forged signature',
    async (ip, at) => `${(await tokenFor(ip, at)).slice(0, -43)}${'A'.repeat(43)}`,
  ],
  ['another secret', (ip, at) => tokenFor(ip, at, 'some-other-secret')],
  ['a token of another network', (_ip, at) => tokenFor('192.0.2.99', at)],
  ['a token from another /64', (_ip, at) => tokenFor('2001:db8:2::1', at)],
  ['an expired token (11 min)', (ip, at) => tokenFor(ip, at - 11 * MINUTE)],
  ['a token from the future', (ip, at) => tokenFor(ip, at + 10 * MINUTE)],
];

for (const [title, make] of badTokens) {
  Deno.test(`voice-call bot check: ${title} -> 403 verification_failed, nothing counted or created`, async () => {
    const hits: string[] = [];
    const h = createVoiceHarness();
    const hit = h.repository.hitRateLimit;
    h.repository.hitRateLimit = (bucket, ...rest) => {
      hits.push(bucket);
      return hit(bucket, ...rest);
    };
    const ip = '2001:db8:1::5';
    const token = await make(ip, h.clock.now());
    const response = await h.handler(voiceRequest({ ip, body: JSON.stringify({ token }) }));
    assert.equal(response.status, 403);
    assert.equal((await errorOf(response)).code, 'verification_failed');
    assert.equal(h.vapi.requests.length, 0);
    assert.deepEqual(
      hits.filter((b) => b !== 'voice_token'),
      [],
    );
  });
}

Deno.test('voice-call bot check: a token passes from another address of the same /64, once', async () => {
  const h = createVoiceHarness();
  const token = await tokenFor('2001:db8:1::5', h.clock.now());
  const first = await h.handler(
    voiceRequest({ ip: '2001:db8:1::77', body: JSON.stringify({ token }) }),
  );
  assert.equal(first.status, 200);
  const replay = await h.handler(
    voiceRequest({ ip: '2001:db8:1::5', body: JSON.stringify({ token }) }),
  );
  assert.equal(replay.status, 403);
  assert.equal((await errorOf(replay)).code, 'verification_failed');
  assert.equal(h.vapi.requests.length, 1);
});

Deno.test('voice-call limits: per address 2 a minute, 3 an hour; the one refusal text', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses: number[] = [];
  const messages = new Set<string>();
  const retryAfter = new Set<string | null>();
  const attempt = async () => {
    const response = await h.call({ ip: '203.0.113.9' });
    statuses.push(response.status);
    if (response.status === 429) {
      retryAfter.add(response.headers.get('Retry-After'));
      messages.add(((await errorOf(response)) as { message?: string }).message ?? '');
    } else await response.body?.cancel();
  };
  await attempt();
  await attempt();
  await attempt(); // 3rd in the minute: refused per minute (the hour is not counted)
  h.clock.advance(MINUTE);
  await attempt(); // 3rd in the hour
  h.clock.advance(MINUTE);
  await attempt(); // 4th in the hour
  assert.deepEqual(statuses, [200, 200, 429, 200, 429]);
  assert.deepEqual([...messages], ['Too many requests. Try again later.']);
  assert.deepEqual([...retryAfter], ['600']);
  assert.equal((await h.call({ ip: '203.0.113.10' })).status, 200);
});

Deno.test('voice-call limits: rotating addresses inside one /64 buys nothing', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses = await h.statuses([1, 2, 3, 4, 5].map((i) => ({ ip: `2001:db8:5:6::${i}` })));
  assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
  assert.equal((await h.call({ ip: '2001:db8:5:7::1' })).status, 200);
});

Deno.test('voice-call limits: the site-wide hourly cap holds across networks', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses = await h.statuses(
    [1, 2, 3, 4, 5, 6, 7].map((i) => ({ ip: `203.0.113.${i * 10}` })),
  );
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
  assert.equal(h.vapi.requests.length, 5);
});

Deno.test('voice-call concurrency: VAPI_CONCURRENCY_LIMIT minus DIAL_RESERVED_CONCURRENCY places, then 503 voice_busy', async () => {
  const h = createVoiceHarness({
    env: { ...SECRETS, VAPI_CONCURRENCY_LIMIT: '4', DIAL_RESERVED_CONCURRENCY: '1' },
  });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await h.call();
    statuses.push(response.status);
    if (response.status === 503) {
      assert.equal((await errorOf(response)).code, 'voice_busy');
      assert.equal(response.headers.get('Retry-After'), '60');
    } else await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 503]);
  assert.equal(h.vapi.requests.length, 3);
  // a place is held for the call's maximum duration (+30 s), then freed
  h.clock.advance(330_000 + 1);
  assert.equal((await h.call()).status, 200);
});

Deno.test('voice-call concurrency: one network holds at most VOICE_MAX_CONCURRENT_PER_NETWORK lines (IPv6 /64)', async () => {
  const h = createVoiceHarness({ env: { ...SECRETS, VOICE_MAX_CONCURRENT_PER_NETWORK: '2' } });
  const statuses = await h.statuses([1, 2, 3].map((i) => ({ ip: `2001:db8:9:9::${i}` })));
  assert.deepEqual(statuses, [200, 200, 503]);
  assert.equal((await h.call({ ip: '2001:db8:9:a::1' })).status, 200);
});

Deno.test('voice-call: a busy refusal uses none of the site-wide hourly cap', async () => {
  const h = createVoiceHarness({
    env: {
      ...SECRETS,
      VOICE_MAX_PER_HOUR: '3',
      VAPI_CONCURRENCY_LIMIT: '2',
      DIAL_RESERVED_CONCURRENCY: '0',
    },
  });
  const statuses = await h.statuses([{}, {}, {}, {}, {}, {}]);
  assert.deepEqual(statuses, [200, 200, 503, 503, 503, 503]);
  h.clock.advance(330_001); // both places freed
  const later: number[] = [];
  for (let i = 0; i < 2; i += 1) later.push((await h.call()).status);
  assert.deepEqual(later, [200, 429]); // the 3rd created call of the hour, then the cap
  assert.equal(h.repository.voicePlaces.size, 3, 'the refused one freed its place');
});

Deno.test('voice-call concurrency: a call Vapi refused frees its place', async () => {
  let n = 0;
  const h = createVoiceHarness({
    env: { ...SECRETS, VAPI_CONCURRENCY_LIMIT: '1', DIAL_RESERVED_CONCURRENCY: '0' },
    reply: () => {
      n += 1;
      if (n === 1) return new Response('down', { status: 500 });
      return Response.json(
        { id: 'c2', transport: { provider: 'daily', callUrl: 'https://vapi.daily.co/c2' } },
        { status: 201 },
      );
    },
  });
  assert.equal((await h.call()).status, 502);
  assert.equal((await h.call()).status, 200);
  assert.deepEqual(
    [...h.repository.voicePlaces.values()].map((p) => p.vapiCallId),
    ['c2'],
  );
});

// Hostile payloads: a 4xx before anything is counted or created.
const hostile: [string, BodyInit, number, Record<string, string>?][] = [
  ['the assistant chosen by the browser', JSON.stringify({ assistantId: 'asst_evil' }), 400],
  ['a transport object', JSON.stringify({ transport: { provider: 'vapi.websocket' } }), 400],
  ['an unknown transport', JSON.stringify({ transport: 'sip' }), 400],
  ['a longer call', JSON.stringify({ assistantOverrides: { maxDurationSeconds: 43200 } }), 400],
  ['an inline assistant', JSON.stringify({ assistant: { firstMessage: 'hi' } }), 400],
  ['__proto__ pollution', '{"__proto__":{"admin":true}}', 400],
  ['constructor key', '{"constructor":{"prototype":{}}}', 400],
  ['an array', '[]', 400],
  ['an array of objects', '[{}]', 400],
  ['a string', '"call me"', 400],
  ['a number', '42', 400],
  ['null', 'null', 400],
  ['true', 'true', 400],
  ['invalid JSON', '{"a":', 400],
  ['a trailing comma', '{,}', 400],
  ['invalid UTF-8', new Uint8Array([0x7b, 0xff, 0x7d]), 400],
  ['a 2 KB body', JSON.stringify({ pad: 'x'.repeat(2048) }), 413],
  ['a 1 MB body', 'x'.repeat(1_000_000), 413],
  ['text/plain', '{}', 415, { 'Content-Type': 'text/plain' }],
  ['form data', 'a=1', 415, { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ['multipart', '--x--', 415, { 'Content-Type': 'multipart/form-data; boundary=x' }],
  ['a lying Content-Length', '{}', 413, { 'Content-Length': '999999' }],
  [
    '60 unknown keys',
    JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]))),
    400,
  ],
];

for (const [title, body, status, headers] of hostile) {
  Deno.test(`voice-call: ${title} -> ${status}, nothing counted or created`, async () => {
    const hits: string[] = [];
    const h = createVoiceHarness();
    h.repository.hitRateLimit = (bucket) => {
      hits.push(bucket);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    };
    const response = await h.handler(voiceRequest({ body, headers }));
    assert.equal(response.status, status);
    const error = await errorOf(response);
    assert.ok(error.code.length > 0);
    assert.equal(h.vapi.requests.length, 0);
    assert.deepEqual(hits, []); // not counted against the visitor's or the site's limit
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  });
}

Deno.test('voice-call: unknown fields are listed in issues (at most 20)', async () => {
  const h = createVoiceHarness();
  const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, i]));
  const response = await h.handler(voiceRequest({ body: JSON.stringify(many) }));
  const error = await errorOf(response);
  assert.equal(error.code, 'invalid_payload');
  assert.equal(error.issues?.length, 20);
});

for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
  Deno.test(`voice-call: ${method} -> 405 with Allow`, async () => {
    const h = createVoiceHarness();
    const response = await h.handler(
      new Request(VOICE_URL, { method, headers: { Origin: SITE_ORIGIN } }),
    );
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('Allow'), 'POST, OPTIONS');
    assert.equal((await errorOf(response)).code, 'method_not_allowed');
  });
}

Deno.test('voice-call: preflight from the site -> 204 POST; from elsewhere -> 403, no grant', async () => {
  const h = createVoiceHarness();
  const ok = await h.handler(
    new Request(VOICE_URL, {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    }),
  );
  assert.equal(ok.status, 204);
  assert.match(ok.headers.get('Access-Control-Allow-Methods') ?? '', /POST/);
  assert.match(ok.headers.get('Access-Control-Allow-Headers') ?? '', /apikey/);
  const evil = await h.handler(
    new Request(VOICE_URL, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
  );
  assert.equal(evil.status, 403);
  const post = await h.handler(voiceRequest({ headers: { Origin: 'https://evil.example' } }));
  assert.equal(post.headers.get('Access-Control-Allow-Origin'), null);
});

Deno.test('voice-call: the per-address key is X-Real-IP, not a forged X-Forwarded-For', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses = await h.statuses(
    [0, 1, 2].map((i) => ({ ip: '203.0.113.77', headers: { 'X-Forwarded-For': `10.0.0.${i}` } })),
  );
  assert.deepEqual(statuses, [200, 200, 429]);
});

for (const missing of ['VAPI_PRIVATE_KEY', 'VAPI_ASSISTANT_ID', 'FORM_TOKEN_SECRET']) {
  Deno.test(`voice-call: without ${missing} -> 500 config_missing that does not name it`, async () => {
    const h = createVoiceHarness({ env: { ...SECRETS, [missing]: undefined } });
    const response = await h.call();
    assert.equal(response.status, 500);
    const text = await response.text();
    assert.equal(JSON.parse(text).error.code, 'config_missing');
    assert.ok(!/VAPI|KEY|ASSISTANT|SECRET|env/i.test(text), text);
    assert.ok(h.logger.lines.some((line) => line.includes(missing)));
    assert.equal(h.vapi.requests.length, 0);
  });
}

const vapiFailures: [string, () => Response | Promise<Response>][] = [
  [
    'a 401 with Vapi’s own message',
    () =>
      Response.json({ message: 'Invalid Key. Hot tip: sk_test_private is wrong' }, { status: 401 }),
  ],
  [
    'a 400 validation error',
    () => Response.json({ message: ['assistantId must be a UUID'] }, { status: 400 }),
  ],
  ['a 500 HTML page', () => new Response('<html>upstream exploded</html>', { status: 500 })],
  [
    'a call without id',
    () => Response.json({ transport: { websocketCallUrl: 'wss://x/y' } }, { status: 201 }),
  ],
  ['a call without a socket URL', () => Response.json({ id: 'c1' }, { status: 201 })],
  [
    'an http:// socket URL',
    () =>
      Response.json(
        { id: 'c1', transport: { websocketCallUrl: 'http://api.vapi.ai/c1' } },
        { status: 201 },
      ),
  ],
  [
    'a non-URL',
    () =>
      Response.json({ id: 'c1', transport: { websocketCallUrl: 'not a url' } }, { status: 201 }),
  ],
  ['a network failure', () => Promise.reject(new TypeError('connection refused'))],
];

for (const [title, reply] of vapiFailures) {
  Deno.test(`voice-call: Vapi answering ${title} -> 502 vapi_error, its answer only in the log`, async () => {
    const h = createVoiceHarness({ env: { ...SECRETS, VOICE_TRANSPORT: 'websocket' }, reply });
    const response = await h.call();
    assert.equal(response.status, 502);
    const text = await response.text();
    assert.equal(JSON.parse(text).error.code, 'vapi_error');
    for (const leak of ['Hot tip', 'sk_test_private', 'UUID', 'exploded', 'refused', 'http://']) {
      assert.ok(!text.includes(leak), `${leak} leaked: ${text}`);
    }
    assert.ok(h.logger.lines.some((line) => line.includes('voice call not created')));
    assert.equal(h.vapi.requests.length, 1); // never retried
  });
}

Deno.test('voice-call: a broken rate-limit store -> 500 internal_error without details', async () => {
  const h = createVoiceHarness();
  h.repository.hitRateLimit = () =>
    Promise.reject(new Error('connection to 10.0.0.5:5432 refused'));
  const response = await h.call();
  assert.equal(response.status, 500);
  const text = await response.text();
  assert.equal(JSON.parse(text).error.code, 'internal_error');
  assert.ok(!text.includes('10.0.0.5'));
  assert.equal(h.vapi.requests.length, 0);
});
