// Local dev without Vapi secrets and without the stand-in: handle-demo-request records the
// request and says dialling is disabled (202), vapi-config answers 500 config_missing (without
// naming the secrets). The form token comes from the real demo-form-token function.

import { type Stack, startStack } from '@repo/local-stack';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoPayload, rowOf, SITE_ORIGIN } from './functionsHarness.ts';

let stack: Stack;
let db: pg.Client;

beforeAll(async () => {
  // the minimum fill time is 0 here: the test sends the token right after fetching it
  stack = await startStack({
    gatewayPort: 0,
    vapi: 'none',
    functionsEnv: { FORM_MIN_FILL_SECONDS: '0' },
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const call = (name: string, method: string, body?: unknown, path = `functions/v1/${name}`) =>
  fetch(`${stack.url}/${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('handle-demo-request without Vapi secrets -> 202 recorded, dialling disabled', {
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
    dialling: 'disabled',
    requestId: body.requestId,
  });
  expect(text).not.toMatch(/VAPI_/);
  const rows = await db.query('select outcome from private.demo_calls where request_id = $1', [
    body.requestId,
  ]);
  expect(rows.rows).toEqual([{ outcome: 'dialling_disabled' }]);
  const again = await call('handle-demo-request', 'POST', body);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'recorded', duplicate: true });
});

test('vapi-config without secrets -> 500 config_missing, no secret named', {
  timeout: 30_000,
}, async () => {
  const response = await call('vapi-config', 'GET');
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text).error.code).toBe('config_missing');
  expect(text).not.toMatch(/VAPI_/);
});
