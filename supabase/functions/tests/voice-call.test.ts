import assert from 'node:assert/strict';
import { errorOf } from './fakes.ts';
import {
  createVoiceHarness,
  SECRETS,
  SITE_ORIGIN,
  VAPI_BASE_URL,
  VOICE_URL,
  voiceRequest,
} from './voice-fakes.ts';

const LIMITS = {
  ...SECRETS,
  VOICE_RATE_LIMIT_IP_MAX: '3',
  VOICE_RATE_LIMIT_IP_WINDOW_SECONDS: '600',
  VOICE_MAX_PER_HOUR: '5',
};

Deno.test('voice-call: POST {} -> exactly { callId, websocketCallUrl }, no-store, CORS', async () => {
  const h = createVoiceHarness();
  const response = await h.handler(voiceRequest());
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    callId: 'call-1',
    websocketCallUrl: 'wss://api.vapi.ai/call-1/transport',
  });
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
});

Deno.test('voice-call: sends Vapi POST /call with the private key, the server assistant and 16 kHz PCM', async () => {
  const h = createVoiceHarness();
  await h.handler(voiceRequest());
  assert.deepEqual(h.vapi.requests, [
    {
      url: `${VAPI_BASE_URL}/call`,
      method: 'POST',
      authorization: `Bearer ${SECRETS.VAPI_PRIVATE_KEY}`,
      body: {
        assistantId: SECRETS.VAPI_ASSISTANT_ID,
        transport: {
          provider: 'vapi.websocket',
          audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: 16000 },
        },
      },
    },
  ]);
});

Deno.test('voice-call: an empty body (no Content-Type) is accepted like {}', async () => {
  const h = createVoiceHarness();
  const response = await h.handler(voiceRequest({ body: null }));
  assert.equal(response.status, 200);
  assert.equal(h.vapi.requests.length, 1);
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
            provider: 'vapi.websocket',
            websocketCallUrl: 'wss://api.vapi.ai/c1/transport',
          },
        },
        { status: 201 },
      ),
  });
  const text = await (await h.handler(voiceRequest())).text();
  assert.deepEqual(JSON.parse(text), {
    callId: 'c1',
    websocketCallUrl: 'wss://api.vapi.ai/c1/transport',
  });
  assert.ok(!text.includes('secret prompt'));
  assert.ok(!text.includes(SECRETS.VAPI_PRIVATE_KEY as string));
});

// Hostile payloads: a 4xx before anything is counted or created.
const hostile: [string, BodyInit, number, Record<string, string>?][] = [
  ['the assistant chosen by the browser', JSON.stringify({ assistantId: 'asst_evil' }), 400],
  ['a transport override', JSON.stringify({ transport: { provider: 'vapi.websocket' } }), 400],
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
    const h = createVoiceHarness(
      {},
      {
        repository: {
          hitRateLimit: (bucket) => {
            hits.push(bucket);
            return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
          },
        },
      },
    );
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

Deno.test('voice-call: per-IP limit: the 4th call from one address in the window is 429', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await h.handler(voiceRequest({ ip: '203.0.113.9' }));
    statuses.push(response.status);
    if (response.status === 429) {
      assert.equal(response.headers.get('Retry-After'), '600');
      const error = await errorOf(response);
      assert.equal(error.code, 'rate_limited');
      assert.match((error as { message?: string }).message ?? '', /voice calls from this address/);
    } else await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 429]);
  assert.equal(h.vapi.requests.length, 3);
  assert.equal((await h.handler(voiceRequest({ ip: '203.0.113.10' }))).status, 200);
});

Deno.test('voice-call: the global hourly cap holds across addresses; IP refusals do not use it', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  // Three from one address, the fourth refused per IP (does not count globally).
  for (let i = 0; i < 4; i += 1)
    await (await h.handler(voiceRequest({ ip: '203.0.113.1' }))).body?.cancel();
  const statuses: number[] = [];
  for (let i = 2; i <= 5; i += 1) {
    const response = await h.handler(voiceRequest({ ip: `203.0.113.${i * 10}` }));
    statuses.push(response.status);
    if (response.status === 429) {
      assert.equal(response.headers.get('Retry-After'), '3600');
      const error = await errorOf(response);
      assert.match((error as { message?: string }).message ?? '', /on this site right now/);
    } else await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 429, 429]);
  assert.equal(h.vapi.requests.length, 5);
});

Deno.test('voice-call: the per-IP key is X-Real-IP, not a forged X-Forwarded-For', async () => {
  const h = createVoiceHarness({ env: LIMITS });
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await h.handler(
      voiceRequest({ ip: '203.0.113.77', headers: { 'X-Forwarded-For': `10.0.0.${i}` } }),
    );
    statuses.push(response.status);
    await response.body?.cancel();
  }
  assert.deepEqual(statuses, [200, 200, 200, 429]);
});

for (const missing of ['VAPI_PRIVATE_KEY', 'VAPI_ASSISTANT_ID']) {
  Deno.test(`voice-call: without ${missing} -> 500 config_missing that does not name it`, async () => {
    const h = createVoiceHarness({ env: { ...SECRETS, [missing]: undefined } });
    const response = await h.handler(voiceRequest());
    assert.equal(response.status, 500);
    const text = await response.text();
    assert.equal(JSON.parse(text).error.code, 'config_missing');
    assert.ok(!/VAPI|KEY|ASSISTANT|env/i.test(text), text);
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
    const h = createVoiceHarness({ reply });
    const response = await h.handler(voiceRequest());
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
  const h = createVoiceHarness(
    {},
    {
      repository: {
        hitRateLimit: () => Promise.reject(new Error('connection to 10.0.0.5:5432 refused')),
      },
    },
  );
  const response = await h.handler(voiceRequest());
  assert.equal(response.status, 500);
  const text = await response.text();
  assert.equal(JSON.parse(text).error.code, 'internal_error');
  assert.ok(!text.includes('10.0.0.5'));
  assert.equal(h.vapi.requests.length, 0);
});
