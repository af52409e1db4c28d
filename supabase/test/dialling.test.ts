// The dialling rules through the real local stack (gateway -> PostgREST/Postgres and Deno
// functions, the Vapi contract server, the Turnstile stand-in, a team webhook receiver): inserts
// that cannot be flooded, the dialling policy, stored leads only, stacking, the global budget under
// load, the 40-character customer name and the bot checks.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setDemoInsertLimit, TURNSTILE_TEST_KEYS } from '@hlasovy-asistent/local-stack';
import { todayInZone } from '@hlasovy-asistent/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { rateLimitKeyOf } from '../functions/_shared/client-ip.ts';
import {
  demoPayload,
  type FunctionsHarness,
  rowOf,
  startFunctionsHarness,
} from './functionsHarness.ts';
import { OUTSIDE_POLICY } from './outsidePolicy.ts';

const BUDGET_PER_HOUR = 40;

/** The team's webhook: records every JSON notice it receives. */
async function startReceiver() {
  const notices: Record<string, unknown>[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      notices.push(JSON.parse(Buffer.concat(chunks).toString() || 'null'));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/team`,
    notices,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let h: FunctionsHarness;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `10.77.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
};
const mobile = (n: number) => `+42194${String(n).padStart(7, '0')}`;

beforeAll(async () => {
  receiver = await startReceiver();
  h = await startFunctionsHarness({
    turnstile: true,
    functionsEnv: {
      DIAL_MAX_PER_HOUR: String(BUDGET_PER_HOUR),
      DIAL_MAX_PER_DAY: '1000',
      RATE_LIMIT_PHONE_MAX: '1000',
      NOTIFY_WEBHOOK_URL: receiver.url,
      NOTIFY_WEBHOOK_SECRET: 'dialling-test-webhook-secret-of-32-chars',
    },
  });
  await (await h.submit(demoPayload(), { ip: freshIp() })).arrayBuffer(); // warm the isolate
}, 180_000);

beforeEach(async () => {
  // every test starts with empty counters (budget, limits) and no notices
  await h.db.query('delete from private.rate_limits');
  receiver.notices.length = 0;
});

afterAll(async () => {
  await h?.stop();
  await receiver?.close();
});

const storedLeads = async (requestIds: readonly unknown[]) =>
  (
    await h.db.query<{ n: number }>(
      'select count(*)::int as n from public.demo_requests where request_id = any($1::uuid[])',
      [requestIds],
    )
  ).rows[0]?.n;

describe('inserts that cannot be flooded', { timeout: 60_000 }, () => {
  test('the plain four-field insert is accepted; request_id gets a default', async () => {
    const email = `four-${crypto.randomUUID()}@example.sk`;
    const response = await h.insert(
      { name: 'Ján Štyri', email, phone: '0905 123 456', industry: 'financie' },
      freshIp(),
    );
    expect(response.status).toBe(201);
    const { rows } = await h.db.query(
      'select request_id from public.demo_requests where email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a four-field lead (no consent record) is stored but never dialled: 422 consent_missing', async () => {
    const body = demoPayload();
    const { consent_text_version: _v, consent_source: _s, ...bare } = rowOf(body);
    expect((await h.insert(bare, freshIp())).status).toBe(201);
    const before = h.placedCalls().length;
    const response = await h.call('handle-demo-request', {
      body: { ...body, formToken: await h.formToken() },
      ip: freshIp(),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'consent_missing',
    );
    expect(h.placedCalls().length).toBe(before);
    expect(await storedLeads([body.requestId as string])).toBe(1);
  });

  test('one form token, one request: a replay with another lead is 403; a malformed token is 403, never 500', async () => {
    const formToken = await h.formToken();
    const first = demoPayload();
    const second = demoPayload();
    const before = h.placedCalls().length;
    expect((await h.submit({ ...first, formToken }, { ip: freshIp() })).status).toBe(200);
    const replay = await h.submit({ ...second, formToken }, { ip: freshIp() });
    expect(replay.status).toBe(403);
    for (const bad of ['v1.abc.nonce.A', 'v1.abc.AAAAAAAAAAAAAAAA.A', 'v1.%%%.x.y']) {
      const response = await h.submit({ ...demoPayload(), formToken: bad }, { ip: freshIp() });
      expect(response.status, bad).toBe(403);
    }
    expect(h.placedCalls().length).toBe(before + 1);
  });

  test('an array body of two rows is refused (400) and stores nothing', async () => {
    const rows = [rowOf(demoPayload()), rowOf(demoPayload())];
    const response = await h.insert(rows as unknown as Record<string, unknown>, freshIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'demo_insert_one_row' });
    expect(await storedLeads(rows.map((r) => r.request_id))).toBe(0);
  });

  test('an array of 12 000 rows is refused at once, no lock exhaustion, nothing stored', async () => {
    const rows = Array.from({ length: 12_000 }, () => rowOf(demoPayload()));
    const response = await h.insert(rows as unknown as Record<string, unknown>, freshIp());
    expect(response.status).toBe(400);
    expect(await storedLeads(rows.map((r) => r.request_id))).toBe(0);
  });

  test('20 concurrent copies of one request id: all succeed, stored once', async () => {
    const row = rowOf(demoPayload());
    const ip = freshIp();
    await setDemoInsertLimit(h.stack.dbUrl, { maxHits: 100 });
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => h.insert(row, ip)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(await storedLeads([row.request_id])).toBe(1);
    } finally {
      await setDemoInsertLimit(h.stack.dbUrl, { maxHits: 10 });
    }
  });

  test('per address: the 11th insert in 10 minutes is 429 with Retry-After; the next address is not', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await h.insert(rowOf(demoPayload()), ip);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toBe('600');
        expect(await response.json()).toMatchObject({ code: 'demo_insert_rate_limited' });
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await h.insert(rowOf(demoPayload()), freshIp())).status).toBe(201);
  });

  test('IPv6: one /64 shares the insert limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const response = await h.insert(rowOf(demoPayload()), `2001:db8:77:1::${i.toString(16)}`);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await h.insert(rowOf(demoPayload()), '2001:db8:77:2::1')).status).toBe(201);
  });

  test('the database and the functions derive the same keys from an address', async () => {
    const addresses = [
      '203.0.113.9',
      '2001:db8:1:2:3:4:5:6',
      '2001:DB8:0:0:1::9',
      '2001:0:0:1:2::',
      '0:0:1:0::',
      '::1',
      '::ffff:198.51.100.7',
      'fe80::1:2:3:4',
    ];
    const { rows } = await h.db.query<{ key: string }>(
      'select private.rate_limit_ip_key(ip) as key from unnest($1::text[]) with ordinality as t(ip, n) order by n',
      [addresses],
    );
    expect(rows.map((r) => r.key)).toEqual(addresses.map(rateLimitKeyOf));
  });
});

describe('dialling policy and stored leads', { timeout: 60_000 }, () => {
  test(`${OUTSIDE_POLICY.length} destinations outside the policy`, () => {
    expect(OUTSIDE_POLICY.length).toBeGreaterThanOrEqual(30);
  });

  test.each(OUTSIDE_POLICY)('$title ($phone) -> 422 $code, lead kept, no call', async (c) => {
    const body = demoPayload({ phone: c.phone });
    const before = h.placedCalls().length;
    const response = await h.submit(body, { ip: freshIp() });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe(c.code);
    expect(h.placedCalls().length).toBe(before);
    expect(await h.countCalls([body.requestId as string])).toBe(0);
    expect(await storedLeads([body.requestId])).toBe(1);
  });

  test('a request id that was never inserted -> 404, no call', async () => {
    const before = h.placedCalls().length;
    const response = await h.submit(demoPayload(), { ip: freshIp(), insert: false });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('request_not_found');
    expect(h.placedCalls().length).toBe(before);
  });

  test('a payload that disagrees with the stored row -> 409, the stored number is not called either', async () => {
    const body = demoPayload();
    const ip = freshIp();
    expect((await h.insert(rowOf(body), ip)).status).toBe(201);
    const before = h.placedCalls().length;
    const response = await h.submit({ ...body, phone: mobile(999) }, { ip, insert: false });
    expect(response.status).toBe(409);
    const error = (await response.json()).error;
    expect(error.code).toBe('request_mismatch');
    expect(error.issues.map((i: { path: string }) => i.path)).toEqual(['phone']);
    expect(JSON.stringify(error)).not.toContain(body.phone as string);
    expect(h.placedCalls().length).toBe(before);
  });

  test('a 41-character name: Vapi gets 40 characters, the row keeps all 41', async () => {
    const name = 'Alexandra Kristína Novotná-Šimončičová Bb';
    expect([...name]).toHaveLength(41);
    const body = demoPayload({ name });
    const before = h.placedCalls().length;
    const response = await h.submit(body, { ip: freshIp() });
    expect(response.status).toBe(200);
    const placed = h.placedCalls().slice(before);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.status).toBe(201); // the contract server validated maxLength 40
    expect(placed[0]?.body.customer).toEqual({
      number: body.phone,
      name: 'Alexandra Kristína Novotná-Šimončičová',
    });
    const { rows } = await h.db.query(
      'select name from public.demo_requests where request_id = $1',
      [body.requestId],
    );
    expect(rows[0].name).toBe(name);
  });
});

/** yyyy-MM-dd `days` after today in Bratislava. */
const dayAhead = (days: number) =>
  new Date(Date.parse(`${todayInZone()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('scheduling', { timeout: 60_000 }, () => {
  test('one number booked into one slot from 6 addresses: one call, five 429, six leads kept', async () => {
    const phone = mobile(123);
    const date = dayAhead(3);
    const bodies = Array.from({ length: 6 }, () =>
      demoPayload({ phone, callType: 'scheduled', scheduledDate: date, scheduledTime: '03:00' }),
    );
    const before = h.placedCalls().length;
    const statuses: number[] = [];
    for (const body of bodies) {
      const response = await h.submit(body, { ip: freshIp() });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    expect(h.placedCalls().length - before).toBe(1);
    expect(await storedLeads(bodies.map((b) => b.requestId))).toBe(6);
    const otherSlot = demoPayload({
      phone,
      callType: 'scheduled',
      scheduledDate: date,
      scheduledTime: '15:00',
    });
    expect((await h.submit(otherSlot, { ip: freshIp() })).status).toBe(429);
    const nextDay = demoPayload({
      phone,
      callType: 'scheduled',
      scheduledDate: dayAhead(4),
      scheduledTime: '03:00',
    });
    expect((await h.submit(nextDay, { ip: freshIp() })).status).toBe(200);
  });

  test('a slot after the 30-day horizon -> 422 slot_too_far; 9999-12-31 too', async () => {
    for (const date of [dayAhead(31), '9999-12-31']) {
      const body = demoPayload({
        callType: 'scheduled',
        scheduledDate: date,
        scheduledTime: '10:00',
      });
      const response = await h.submit(body, { ip: freshIp() });
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('slot_too_far');
    }
  });
});

describe('global budget', { timeout: 120_000 }, () => {
  test(`100 concurrent requests from 100 addresses: exactly ${BUDGET_PER_HOUR} calls, the rest deferred, every lead kept, one alert`, async () => {
    const jobs = Array.from({ length: 100 }, (_, i) => ({
      ip: freshIp(),
      body: demoPayload({ phone: mobile(5000 + i) }),
    }));
    await Promise.all(
      jobs.map(async (job) => {
        const stored = await h.insert(rowOf(job.body), job.ip);
        expect(stored.status).toBe(201);
      }),
    );
    const before = h.placedCalls().length;
    const answers = await Promise.all(
      jobs.map(async (job) => {
        const response = await h.submit(job.body, { ip: job.ip, insert: false });
        return { status: response.status, body: (await response.json()) as { status: string } };
      }),
    );
    const count = (status: number, state: string) =>
      answers.filter((a) => a.status === status && a.body.status === state).length;
    expect(count(200, 'calling')).toBe(BUDGET_PER_HOUR);
    expect(count(202, 'deferred')).toBe(100 - BUDGET_PER_HOUR);
    expect(h.placedCalls().length - before).toBe(BUDGET_PER_HOUR);

    const ids = jobs.map((j) => j.body.requestId as string);
    expect(await storedLeads(ids)).toBe(100);
    const { rows } = await h.db.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from private.demo_calls
       where request_id = any($1::uuid[]) group by outcome order by outcome`,
      [ids],
    );
    expect(rows).toEqual([
      { outcome: 'call_placed', n: BUDGET_PER_HOUR },
      { outcome: 'deferred', n: 100 - BUDGET_PER_HOUR },
    ]);
    const alerts = receiver.notices.filter((n) => n?.type === 'dial_budget_exceeded');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ window: 'hour', limit: BUDGET_PER_HOUR });
  });
});

describe('bot checks', { timeout: 60_000 }, () => {
  const GENERIC = {
    error: {
      code: 'verification_failed',
      message: 'The request could not be verified. Reload the page and send the form again.',
    },
  };

  test.each([
    ['a filled honeypot', async () => ({ honeypot: 'https://spam.example' })],
    ['no form token', async () => ({ formToken: '' })],
    [
      'a form sent 1 s after the token was issued',
      async () => ({ formToken: await h.formToken(1) }),
    ],
    [
      'a forged form token',
      async () => ({ formToken: `${(await h.formToken()).slice(0, -3)}AAA` }),
    ],
    ['a Turnstile token the verifier refuses', async () => ({ turnstileToken: 'forged' })],
    ['no Turnstile token', async () => ({ turnstileToken: '' })],
  ])('%s -> the same 403, no call, lead kept', async (_title, extra) => {
    const body: Record<string, unknown> = { ...demoPayload(), ...(await extra()) };
    const before = h.placedCalls().length;
    const response = await h.submit(body, { ip: freshIp() });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(GENERIC);
    expect(h.placedCalls().length).toBe(before);
    expect(await storedLeads([body.requestId])).toBe(1);
  });

  test('demo-form-token issues a token; Turnstile got the secret, token and client address', async () => {
    const response = await h.call('demo-form-token', { method: 'GET', contentType: null });
    expect(response.status).toBe(200);
    expect((await response.json()).token).toMatch(/^v1\./);
    const ip = freshIp();
    const verified = h.turnstile?.requests.length ?? 0;
    expect((await h.submit(demoPayload(), { ip })).status).toBe(200);
    expect(h.turnstile?.requests.slice(verified)).toEqual([
      {
        secret: TURNSTILE_TEST_KEYS.passSecret,
        response: TURNSTILE_TEST_KEYS.dummyToken,
        remoteip: ip,
      },
    ]);
  });
});
