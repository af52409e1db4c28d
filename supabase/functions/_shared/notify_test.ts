import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { envFromRecord, readConfig } from './env.ts';
import { hmacSha256 } from './hmac.ts';
import { type NotifyDeps, notifyTeam } from './notify.ts';

const SECRET = 'team-webhook-secret-0123456789abcdef';
const NOW = new Date('2026-03-01T10:00:00Z');
const LEAD = { requestId: 'r1', email: 'jan@example.sk', phone: '+421900123456' };

function depsFor(env: Record<string, string>, fetchFn: typeof fetch = fetch): NotifyDeps {
  return { config: readConfig(envFromRecord(env)), fetch: fetchFn, now: () => NOW };
}

/** A fetch that must not be called. */
function forbiddenFetch() {
  const calls: string[] = [];
  const fetchFn: typeof fetch = (input) => {
    calls.push(String(input));
    return Promise.resolve(new Response(null, { status: 204 }));
  };
  return { fetchFn, calls };
}

/**
 * A receiver on 127.0.0.1 that verifies deliveries the way the README tells receivers to,
 * with node:crypto (independent of the sender's Web Crypto code).
 */
async function withReceiver(
  handle: (req: Request) => Response | Promise<Response>,
  run: (url: string) => Promise<void>,
) {
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, handle);
  try {
    await run(`http://127.0.0.1:${server.addr.port}`);
  } finally {
    await server.shutdown();
  }
}

function verify(secret: string, headers: Headers, body: string, nowSeconds: number): boolean {
  const id = headers.get('webhook-id') ?? '';
  const timestamp = Number(headers.get('webhook-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest();
  return (headers.get('webhook-signature') ?? '').split(' ').some((entry) => {
    const [version, signature = ''] = entry.split(',');
    const given = Buffer.from(signature, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

Deno.test('notify: a local receiver verifies the signature, the timestamp and the body', async () => {
  const received: { ok: boolean; body: unknown; headers: Headers }[] = [];
  await withReceiver(
    async (req) => {
      const body = await req.text();
      received.push({
        ok: verify(SECRET, req.headers, body, NOW.getTime() / 1000),
        body: JSON.parse(body),
        headers: req.headers,
      });
      return new Response(null, { status: 204 });
    },
    async (url) => {
      const deps = depsFor({ NOTIFY_WEBHOOK_URL: `${url}/hook`, NOTIFY_WEBHOOK_SECRET: SECRET });
      assert.deepEqual(await notifyTeam(deps, LEAD), { status: 'sent' });
    },
  );
  assert.equal(received.length, 1);
  assert.equal(received[0]?.ok, true);
  assert.deepEqual(received[0]?.body, LEAD);
  assert.equal(received[0]?.headers.get('webhook-timestamp'), String(NOW.getTime() / 1000));
  assert.match(received[0]?.headers.get('webhook-id') ?? '', /^msg_[0-9a-f-]{36}$/);
});

Deno.test('notify: the receiver rejects a forged, a replayed and a tampered delivery', async () => {
  const captured: { headers: Headers; body: string }[] = [];
  await withReceiver(
    async (req) => {
      captured.push({ headers: req.headers, body: await req.text() });
      return new Response(null, { status: 204 });
    },
    async (url) => {
      const env = { NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET };
      await notifyTeam(depsFor(env), LEAD);
    },
  );
  const [{ headers, body } = { headers: new Headers(), body: '' }] = captured;
  const now = NOW.getTime() / 1000;
  assert.equal(verify(SECRET, headers, body, now), true, 'the genuine delivery passes');
  assert.equal(verify('another-secret-of-32-characters!!', headers, body, now), false, 'forged');
  assert.equal(verify(SECRET, headers, body, now + 301), false, 'replayed after 5 minutes');
  assert.equal(verify(SECRET, headers, body.replace('r1', 'r2'), now), false, 'tampered body');
});

Deno.test('notify: a redirect is refused and never followed', async () => {
  let targetHits = 0;
  await withReceiver(
    () => {
      targetHits += 1;
      return new Response(null, { status: 204 });
    },
    async (target) => {
      await withReceiver(
        () => new Response(null, { status: 307, headers: { Location: `${target}/stolen` } }),
        async (url) => {
          const deps = depsFor({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET });
          const result = await notifyTeam(deps, LEAD);
          assert.equal(result.status, 'failed');
          assert.match(result.status === 'failed' ? result.error : '', /redirect \(307\)/);
        },
      );
    },
  );
  assert.equal(targetHits, 0, 'the lead was not POSTed on to the redirect target');
});

Deno.test('notify: a receiver that never answers times out', async () => {
  // a TCP server that accepts the connection and never writes a byte
  const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
  const open: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of listener) open.push(conn);
  })();
  try {
    const url = `http://127.0.0.1:${listener.addr.port}/hook`;
    const deps = depsFor({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET });
    assert.deepEqual(await notifyTeam(deps, LEAD, 50), {
      status: 'failed',
      error: 'notify webhook timed out after 50 ms',
    });
  } finally {
    listener.close();
    for (const conn of open) conn.close();
    await accepting.catch(() => {});
  }
});

Deno.test('notify: a non-2xx answer is a failure that does not echo the payload', async () => {
  await withReceiver(
    () => new Response('nope', { status: 500 }),
    async (url) => {
      const deps = depsFor({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET });
      const result = await notifyTeam(deps, LEAD);
      assert.deepEqual(result, { status: 'failed', error: 'notify webhook answered 500' });
    },
  );
});

const refusedUrls: [string, string, RegExp][] = [
  ['http to a public host', 'http://hooks.example.com/x', /must be https/],
  ['http to a LAN address', 'http://192.168.1.10/x', /must be https/],
  ['http to a name that merely starts with 127', 'http://127.0.0.1.example.com/x', /must be https/],
  ['ftp', 'ftp://hooks.example.com/x', /must be https/],
  ['credentials in the URL', 'https://user:pass@hooks.example.com/x', /credentials/],
  ['not a URL', 'hooks.example.com/x', /not a URL/],
];
for (const [title, url, message] of refusedUrls) {
  Deno.test(`notify: ${title} is refused before anything is sent`, async () => {
    const { fetchFn, calls } = forbiddenFetch();
    const deps = depsFor({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET }, fetchFn);
    const result = await notifyTeam(deps, LEAD);
    assert.equal(result.status, 'failed');
    assert.match(result.status === 'failed' ? result.error : '', message);
    assert.deepEqual(calls, []);
  });
}

for (const url of ['https://hooks.example.com/x', 'http://localhost:9/x', 'http://[::1]:9/x']) {
  Deno.test(`notify: ${url} is allowed`, async () => {
    const { fetchFn, calls } = forbiddenFetch();
    const deps = depsFor({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: SECRET }, fetchFn);
    assert.deepEqual(await notifyTeam(deps, LEAD), { status: 'sent' });
    assert.equal(calls.length, 1);
  });
}

for (const [title, secret] of [
  ['no secret', undefined],
  ['a secret under 32 characters', 'short-secret'],
  ['a whsec_ secret under 24 bytes', `whsec_${btoa('too short')}`],
] as const) {
  Deno.test(`notify: ${title} -> nothing is sent`, async () => {
    const { fetchFn, calls } = forbiddenFetch();
    const env: Record<string, string> = { NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/x' };
    if (secret) env.NOTIFY_WEBHOOK_SECRET = secret;
    const result = await notifyTeam(depsFor(env, fetchFn), LEAD);
    assert.equal(result.status, 'failed');
    assert.deepEqual(calls, []);
  });
}

Deno.test('notify: no NOTIFY_WEBHOOK_URL -> not_configured', async () => {
  const { fetchFn, calls } = forbiddenFetch();
  assert.deepEqual(await notifyTeam(depsFor({}, fetchFn), LEAD), { status: 'not_configured' });
  assert.deepEqual(calls, []);
});

Deno.test('notify: a whsec_ secret signs with its decoded bytes (Standard Webhooks)', async () => {
  const keyBytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = `whsec_${btoa(String.fromCharCode(...keyBytes))}`;
  let checked = false;
  const fetchFn: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const body = await req.text();
    const id = req.headers.get('webhook-id');
    const timestamp = req.headers.get('webhook-timestamp');
    const expected = createHmac('sha256', keyBytes)
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    checked = req.headers.get('webhook-signature') === `v1,${expected}`;
    return new Response(null, { status: 200 });
  };
  const env = { NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/x', NOTIFY_WEBHOOK_SECRET: secret };
  assert.deepEqual(await notifyTeam(depsFor(env, fetchFn), LEAD), { status: 'sent' });
  assert.equal(checked, true);
});

// RFC 4231 test cases 1, 2 and 6: the same vectors the SQL HMAC of the rate-limit keys passes.
const vectors: [string, Uint8Array<ArrayBuffer>, string, string][] = [
  [
    'case 1',
    new Uint8Array(20).fill(0x0b),
    'Hi There',
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  ],
  [
    'case 2',
    new TextEncoder().encode('Jefe'),
    'what do ya want for nothing?',
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  ],
  [
    'case 6',
    new Uint8Array(131).fill(0xaa),
    'Test Using Larger Than Block-Size Key - Hash Key First',
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  ],
];
for (const [title, key, data, expected] of vectors) {
  Deno.test(`hmacSha256: RFC 4231 ${title}`, async () => {
    const mac = await hmacSha256(key, new TextEncoder().encode(data));
    assert.equal(Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join(''), expected);
  });
}
