// The privacy path through the real stack (gateway -> Deno -> PostgREST -> Postgres): the site's
// insert with its consent record, handle-demo-request's signed team webhook carrying the stored
// marketing flag, the function's rate-limit keys peppered in SQL, and erasure finding them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInZone } from '@hlasovy-asistent/validation';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPayload, type FunctionsHarness, startFunctionsHarness } from './functionsHarness.ts';

const SECRET = 'team-webhook-secret-for-the-stack-test';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

let h: FunctionsHarness;
let receiver: Server;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  h = await startFunctionsHarness({
    functionsEnv: {
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/team`,
      NOTIFY_WEBHOOK_SECRET: SECRET,
    },
  });
}, 180_000);

afterAll(async () => {
  await h?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

function verified({ headers, body }: Delivery): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const expected = createHmac('sha256', SECRET).update(`${id}.${timestamp}.${body}`).digest();
  const given = Buffer.from(String(headers['webhook-signature']).replace(/^v1,/, ''), 'base64');
  return (
    Math.abs(Date.now() / 1000 - Number(timestamp)) < 300 &&
    given.length === expected.length &&
    timingSafeEqual(given, expected)
  );
}

async function siteInsert(payload: Record<string, unknown>, consent: Record<string, unknown>) {
  const response = await fetch(`${h.stack.url}/rest/v1/demo_requests`, {
    method: 'POST',
    headers: { apikey: h.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      request_id: payload.requestId,
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      industry: payload.industry,
      consent_text_version: 'gdpr-0123456789abcdef',
      consent_source: 'demo-modal:immediate',
      ...consent,
    }),
  });
  expect(response.status).toBe(201);
}

describe('a lead through the real functions', { timeout: 60_000 }, () => {
  test('the signed team webhook carries the stored marketing flag, false without it', async () => {
    const consenting = demoPayload({ email: 'eva@example.sk' });
    await siteInsert(consenting, { marketing_consent: true });
    const silent = demoPayload({ email: 'ivan@example.sk' });
    await siteInsert(silent, {});
    for (const payload of [consenting, silent]) {
      const response = await h.submit(payload, { ip: '10.9.0.1', insert: false });
      expect(response.status).toBe(200);
    }
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every(verified)).toBe(true);
    const [first, second] = deliveries.map((d) => JSON.parse(d.body));
    expect(first).toMatchObject({
      requestId: consenting.requestId,
      marketingConsent: true,
      consent: { textVersion: 'gdpr-0123456789abcdef', source: 'demo-modal:immediate' },
    });
    expect(second).toMatchObject({ requestId: silent.requestId, marketingConsent: false });
  });

  test("the function's rate-limit keys are HMACs with the stack's pepper; erasure finds them", async () => {
    const payload = demoPayload({ email: 'ruzena@example.sk' });
    await siteInsert(payload, {});
    expect((await h.submit(payload, { ip: '10.9.0.2', insert: false })).status).toBe(200);
    const hmac = (key: string) =>
      createHmac('sha256', h.stack.rateLimitPepper).update(key).digest('hex');
    const { rows } = await h.db.query<{ bucket: string; key_hash: string }>(
      'select bucket, key_hash from private.rate_limits where key_hash = any($1)',
      [[hmac(String(payload.phone)), hmac('10.9.0.2')]],
    );
    // the number is counted per hour and per day of the call (dialling rules), under the same key
    expect(rows.map((r) => r.bucket).sort()).toEqual([
      'demo_ip',
      'demo_phone',
      `demo_phone_day:${todayInZone()}`,
    ]);

    const erased = await h.db.query<{ result: Record<string, number> }>(
      'select public.dsr_erase(phone => $1) as result',
      [String(payload.phone).replace('+421', '0')],
    );
    // call records: its demo_calls row and the use of its form token (form_token_uses)
    expect(erased.rows[0]?.result).toEqual({ leads: 1, call_records: 2, rate_limits: 2, chats: 0 });
    const left = await h.db.query('select 1 from private.rate_limits where key_hash = $1', [
      hmac(String(payload.phone)),
    ]);
    expect(left.rowCount).toBe(0);
  });
});
