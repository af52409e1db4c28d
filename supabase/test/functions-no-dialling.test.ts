// Local dev without Vapi secrets and without the stand-in: handle-demo-request records the
// request and says dialling is disabled (202), vapi-config reports the missing secrets (500).
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Stack, startStack } from '../local/stack.ts';
import { demoPayload, SITE_ORIGIN } from './functionsHarness.ts';

let stack: Stack;
let db: pg.Client;

beforeAll(async () => {
  stack = await startStack({ gatewayPort: 0, vapi: 'none' });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

const call = (name: string, method: string, body?: unknown) =>
  fetch(`${stack.url}/functions/v1/${name}`, {
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
  const body = demoPayload();
  const response = await call('handle-demo-request', 'POST', body);
  expect(response.status).toBe(202);
  expect(await response.json()).toMatchObject({
    status: 'recorded',
    dialling: 'disabled',
    requestId: body.requestId,
  });
  const rows = await db.query('select outcome from private.demo_calls where request_id = $1', [
    body.requestId,
  ]);
  expect(rows.rows).toEqual([{ outcome: 'dialling_disabled' }]);
  const again = await call('handle-demo-request', 'POST', body);
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'recorded', duplicate: true });
});

test('vapi-config without secrets -> 500 config_missing', { timeout: 30_000 }, async () => {
  const response = await call('vapi-config', 'GET');
  expect(response.status).toBe(500);
  expect((await response.json()).error.code).toBe('config_missing');
});
