import assert from 'node:assert/strict';
import { envFromRecord } from '../_shared/env.ts';
import { silentLogger } from '../_shared/logger.ts';
import { readVoiceCallSettings } from '../_shared/voice-call-settings.ts';
import { errorOf, SECRETS, SITE_ORIGIN, testConfig } from '../_testing/fakes.ts';
import { createHandler } from './index.ts';

const URL = 'http://localhost/functions/v1/vapi-config';

function handlerWith(env: Record<string, string | undefined> = SECRETS) {
  return createHandler({
    config: testConfig(env),
    voice: readVoiceCallSettings(envFromRecord(env)),
    logger: silentLogger,
  });
}

Deno.test('vapi-config: GET answers the transport and server-created calls, no key, short public cache', async () => {
  const response = await handlerWith()(
    new Request(URL, { headers: { Origin: SITE_ORIGIN, 'Content-Type': 'application/json' } }),
  );
  assert.equal(response.status, 200);
  const text = await response.text();
  assert.deepEqual(JSON.parse(text), { transport: 'daily', callCreation: 'server' });
  for (const secret of [
    SECRETS.VAPI_PUBLIC_KEY,
    SECRETS.VAPI_PRIVATE_KEY,
    SECRETS.VAPI_ASSISTANT_ID,
  ]) {
    assert.ok(!text.includes(secret as string), `${secret} reached the browser`);
  }
  assert.equal(response.headers.get('Cache-Control'), 'public, max-age=60');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.match(response.headers.get('Content-Type') ?? '', /application\/json/);
});

Deno.test('vapi-config: VOICE_BROWSER_CREATED_CALLS=true hands out the public key (Daily only)', async () => {
  const env = { ...SECRETS, VOICE_BROWSER_CREATED_CALLS: 'true', VOICE_TRANSPORT: 'websocket' };
  const response = await handlerWith(env)(new Request(URL));
  assert.deepEqual(await response.json(), {
    transport: 'daily',
    callCreation: 'browser',
    publicKey: 'pk_test_public',
    assistantId: 'asst_test',
  });
});

Deno.test('vapi-config: never leaks the private key', async () => {
  for (const env of [SECRETS, { ...SECRETS, VOICE_BROWSER_CREATED_CALLS: 'true' }]) {
    const text = await (await handlerWith(env)(new Request(URL))).text();
    assert.ok(!text.includes(SECRETS.VAPI_PRIVATE_KEY as string));
  }
});

for (const missing of ['VAPI_PUBLIC_KEY', 'VAPI_ASSISTANT_ID']) {
  Deno.test(`vapi-config (browser-created): missing ${missing} -> 500 config_missing; the log names it, the answer does not`, async () => {
    const env = { ...SECRETS, VOICE_BROWSER_CREATED_CALLS: 'true', [missing]: undefined };
    const logged: unknown[] = [];
    const logger = { ...silentLogger, warn: (...data: unknown[]) => logged.push(...data) };
    const voice = readVoiceCallSettings(envFromRecord(env));
    const response = await createHandler({ config: testConfig(env), voice, logger })(
      new Request(URL),
    );
    assert.equal(response.status, 500);
    assert.equal(response.headers.get('Cache-Control'), 'no-store');
    const text = await response.text();
    assert.equal(JSON.parse(text).error.code, 'config_missing');
    assert.doesNotMatch(text, /VAPI_/);
    assert.match(String(logged.map(String)), new RegExp(missing));
  });
}

Deno.test('vapi-config (browser-created): blank secrets count as missing', async () => {
  const response = await handlerWith({
    VOICE_BROWSER_CREATED_CALLS: 'true',
    VAPI_PUBLIC_KEY: '  ',
    VAPI_ASSISTANT_ID: '',
  })(new Request(URL));
  assert.equal(response.status, 500);
  assert.equal((await errorOf(response)).code, 'config_missing');
});

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
  Deno.test(`vapi-config: ${method} -> 405 JSON with Allow`, async () => {
    const response = await handlerWith()(
      new Request(URL, { method, headers: { Origin: SITE_ORIGIN } }),
    );
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('Allow'), 'GET, OPTIONS');
    assert.equal((await errorOf(response)).code, 'method_not_allowed');
    assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  });
}

Deno.test('vapi-config: preflight from the site origin -> 204 with CORS headers', async () => {
  const response = await handlerWith()(
    new Request(URL, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    }),
  );
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.match(response.headers.get('Access-Control-Allow-Methods') ?? '', /GET/);
  for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
    assert.match(response.headers.get('Access-Control-Allow-Headers') ?? '', new RegExp(header));
  }
});

Deno.test('vapi-config: a foreign origin gets no CORS grant and a 403 preflight', async () => {
  const handler = handlerWith();
  const get = await handler(new Request(URL, { headers: { Origin: 'https://evil.example' } }));
  assert.equal(get.headers.get('Access-Control-Allow-Origin'), null);
  const preflight = await handler(
    new Request(URL, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
  );
  assert.equal(preflight.status, 403);
  assert.equal((await errorOf(preflight)).code, 'origin_not_allowed');
});

Deno.test('vapi-config: SITE_ORIGINS replaces the local defaults', async () => {
  const handler = handlerWith({
    ...SECRETS,
    SITE_ORIGINS: 'https://example.sk, https://www.example.sk/',
  });
  const allowed = await handler(
    new Request(URL, { headers: { Origin: 'https://www.example.sk' } }),
  );
  assert.equal(allowed.headers.get('Access-Control-Allow-Origin'), 'https://www.example.sk');
  const local = await handler(new Request(URL, { headers: { Origin: SITE_ORIGIN } }));
  assert.equal(local.headers.get('Access-Control-Allow-Origin'), null);
});

for (const [value, transport] of [
  [undefined, 'daily'],
  ['daily', 'daily'],
  ['websocket', 'websocket'],
  [' WebSocket ', 'websocket'],
  ['', 'daily'],
] as const) {
  Deno.test(`vapi-config: VOICE_TRANSPORT=${JSON.stringify(value)} -> transport ${transport}`, async () => {
    const response = await handlerWith({ ...SECRETS, VOICE_TRANSPORT: value })(new Request(URL));
    assert.equal(response.status, 200);
    assert.equal(((await response.json()) as { transport: string }).transport, transport);
  });
}
