// Local dev without Vapi secrets and without the stand-in: handle-demo-request records the
// request and says `dialling: "off"` (202), voice-call answers 500 config_missing (without
// naming the secrets), health names every missing setting. The form token comes from the real
// demo-form-token function. Also: the functions (verify_jwt = false) check the key themselves
// and take both kinds, the publishable key and the legacy anon JWT; a wrong key is refused.

import { signJwt } from '@hlasovy-asistent/local-stack';
import { describe, expect, test } from 'vitest';
import { demoPayload, rowOf, SITE_ORIGIN } from './functionsHarness.ts';
import { stackOfFile } from './stackOfFile.ts';

// the minimum fill time is 0 here: the test sends the token right after fetching it
const local = stackOfFile({
  gatewayPort: 0,
  vapi: 'none',
  functionsEnv: { FORM_MIN_FILL_SECONDS: '0' },
});

const call = (
  name: string,
  method: string,
  body?: unknown,
  path = `functions/v1/${name}`,
  key = local.stack.anonKey,
) =>
  fetch(`${local.stack.url}/${path}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('handle-demo-request without Vapi secrets -> 202 recorded, dialling off', {
  timeout: 30_000,
}, async () => {
  const tokenResponse = await call('demo-form-token', 'GET');
  expect(tokenResponse.status).toBe(200);
  expect(tokenResponse.headers.get('cache-control')).toBe('no-store');
  const { token } = (await tokenResponse.json()) as { token: string };
  const body: Record<string, unknown> = { ...demoPayload(), formToken: token };
  const inserted = await call('', 'POST', rowOf(body), 'rest/v1/demo_requests');
  expect(inserted.status).toBe(201);
  const response = await call('handle-demo-request', 'POST', body);
  expect(response.status).toBe(202);
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({
    status: 'recorded',
    dialling: 'off',
    requestId: body.requestId,
  });
  expect(text).not.toMatch(/VAPI_/);
  const rows = await local.db.query(
    'select outcome from private.demo_calls where request_id = $1',
    [body.requestId],
  );
  expect(rows.rows).toEqual([{ outcome: 'dialling_disabled' }]);
  const again = await call('handle-demo-request', 'POST', body);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'recorded', duplicate: true });
});

test('without secrets: vapi-config names the server-created mode, voice-call answers 500 config_missing, no secret named', {
  timeout: 30_000,
}, async () => {
  const config = await call('vapi-config', 'GET');
  expect(await config.json()).toEqual({ transport: 'websocket', callCreation: 'server' });
  const tokenResponse = await call('voice-call-token', 'GET');
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await call('voice-call', 'POST', { token });
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text).error.code).toBe('config_missing');
  expect(text).not.toMatch(/VAPI_/);
});

test('health names every missing setting (dialling secrets, Vapi keys), never a value', {
  timeout: 30_000,
}, async () => {
  const response = await call('health', 'GET', undefined, undefined, local.stack.publishableKey);
  expect(response.status).toBe(503);
  const text = await response.text();
  const body = JSON.parse(text);
  expect(body.dialling).toBe('off');
  // the public key is not needed: calls are created by voice-call with the private key
  expect(body.problems.map((p: { setting: string }) => p.setting)).toEqual([
    'VAPI_ASSISTANT_ID',
    'VAPI_PRIVATE_KEY',
    'VAPI_PHONE_NUMBER_ID',
  ]);
  expect(text).not.toContain(local.stack.serviceRoleKey);
  expect(text).not.toContain('127.0.0.1');
});

describe.each([
  ['the publishable key (new projects)', () => local.stack.publishableKey],
  ['the legacy anon JWT', () => local.stack.anonKey],
])('the functions take %s', (_what, key) => {
  test.each(['demo-form-token', 'health'])('%s answers', async (name) => {
    const response = await call(name, 'GET', undefined, undefined, key());
    expect(response.status).not.toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  test('and the site inserts its row with it', async () => {
    const row = rowOf({ ...demoPayload() });
    const inserted = await call('', 'POST', row, 'rest/v1/demo_requests', key());
    expect(inserted.status).toBe(201);
  });
});

test.each([
  ['a wrong publishable key', 'sb_publishable_not-this-project', 'invalid_api_key'],
  [
    'an anon JWT signed with another secret',
    signJwt({ role: 'anon' }, 'another-project-secret-of-at-least-32-chars'),
    'invalid_api_key',
  ],
])('%s -> 401 from the function itself (no gateway check)', async (_what, key, code) => {
  const response = await fetch(`${local.stack.url}/functions/v1/demo-form-token`, {
    headers: { apikey: key, Origin: SITE_ORIGIN },
  });
  expect(response.status).toBe(401);
  expect((await response.json()).error.code).toBe(code);
  expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
});

test('no key -> 401 missing_api_key', async () => {
  const response = await fetch(`${local.stack.url}/functions/v1/health`);
  expect(response.status).toBe(401);
  expect((await response.json()).error.code).toBe('missing_api_key');
});
