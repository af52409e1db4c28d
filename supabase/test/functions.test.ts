// Edge Functions through the real local stack: gateway -> Deno -> PostgREST -> Postgres, with a
// Vapi contract server that validates every POST /call against the OpenAPI document.
import { failTimes } from '@hlasovy-asistent/platform-api/contract-server';
import { todayInZone } from '@hlasovy-asistent/validation';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  demoPayload,
  type FunctionsHarness,
  mapLimit,
  rowOf,
  SITE_ORIGIN,
  startFunctionsHarness,
  TEST_VAPI_SECRETS,
} from './functionsHarness.ts';
import { hostileCases } from './hostilePayloads.ts';

// The per-number-per-day limit, the horizon and the budget are tested in dialling.test.ts;
// here they are wide open so these tests see the other limits alone.
const LIMITS = {
  RATE_LIMIT_IP_MAX: '5',
  RATE_LIMIT_IP_WINDOW_SECONDS: '600',
  RATE_LIMIT_PHONE_MAX: '3',
  RATE_LIMIT_PHONE_WINDOW_SECONDS: '3600',
  RATE_LIMIT_PHONE_DAY_MAX: '1000',
  SCHEDULE_MAX_DAYS: '800',
  DIAL_MAX_PER_HOUR: '100000',
  DIAL_MAX_PER_DAY: '100000',
};

let h: FunctionsHarness;
let ipSeq = 0;
const freshIp = () => {
  ipSeq += 1;
  return `10.${Math.floor(ipSeq / 250) % 250}.${ipSeq % 250}.7`;
};

/** `body` submitted from a fresh address: the answer, and the calls placed at Vapi since. */
async function submitFresh(body: ReturnType<typeof demoPayload>) {
  const before = h.placedCalls().length;
  const response = await h.submit(body, { ip: freshIp() });
  return { response, placedSince: () => h.placedCalls().slice(before) };
}

beforeAll(async () => {
  h = await startFunctionsHarness({ functionsEnv: LIMITS });
  // Warm the isolates (first request loads supabase-js) so cold start is not in any test.
  await (await h.call('vapi-config', { method: 'GET' })).arrayBuffer();
  await (await h.submit(demoPayload(), { ip: '10.255.0.1' })).arrayBuffer();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

describe('the site calls', { timeout: 30_000 }, () => {
  test('GET vapi-config with a JSON header -> transport and server-created calls (no key), short cache', async () => {
    const response = await h.call('vapi-config', { method: 'GET' });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      transport: 'websocket', // the local stack's VOICE_TRANSPORT
      callCreation: 'server',
    });
    expect(text).not.toContain(TEST_VAPI_SECRETS.VAPI_PUBLIC_KEY);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  test('supabase-js: insert the row, then functions.invoke -> the stored lead is called once', async () => {
    const supabase = createClient(h.stack.url, h.stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const body = demoPayload();
    const before = h.placedCalls().length;
    const inserted = await supabase.from('demo_requests').insert(rowOf(body));
    expect(inserted.error).toBeNull();
    const { data, error } = await supabase.functions.invoke('handle-demo-request', {
      body: { ...body, formToken: await h.formToken() },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'calling', requestId: body.requestId });
    const placed = h.placedCalls().slice(before);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.status).toBe(201);
    expect(placed[0]?.body).toEqual({
      assistantId: TEST_VAPI_SECRETS.VAPI_ASSISTANT_ID,
      phoneNumberId: TEST_VAPI_SECRETS.VAPI_PHONE_NUMBER_ID,
      customer: { number: body.phone, name: body.name },
    });
    const row = await h.db.query('select * from private.demo_calls where request_id = $1', [
      body.requestId,
    ]);
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]).toMatchObject({
      call_type: 'immediate',
      outcome: 'call_placed',
      attempts: 1,
    });
    expect(row.rows[0].vapi_call_id).toBe(data.callId);
  });

  test.each(['vapi-config', 'handle-demo-request'])(
    'CORS preflight from the site origin to %s -> 204 with the origin allowed',
    async (name) => {
      const response = await h.call(name, {
        method: 'OPTIONS',
        contentType: null,
        headers: {
          'Access-Control-Request-Method': name === 'vapi-config' ? 'GET' : 'POST',
          'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
    },
  );

  test('CORS preflight from a foreign origin is refused', async () => {
    const response = await h.call('handle-demo-request', {
      method: 'OPTIONS',
      contentType: null,
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('malformed and hostile payloads', { timeout: 30_000 }, () => {
  const cases = hostileCases(() => demoPayload(), todayInZone());

  test('there are at least 50 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(50);
  });

  test.each(cases)('$title -> 4xx JSON, nothing recorded, nothing dialled', async (c) => {
    const rowsBefore = await h.countCalls();
    const callsBefore = h.placedCalls().length;
    const ip = freshIp();
    // Store the lead where the database takes it, so the function's own checks answer.
    const object = typeof c.body === 'object' && c.body !== null && !ArrayBuffer.isView(c.body);
    if (object) await (await h.insert(rowOf(c.body as Record<string, unknown>), ip)).arrayBuffer();
    const response = await h.call('handle-demo-request', {
      method: c.method ?? 'POST',
      body: object ? { formToken: await h.formToken(), ...(c.body as object) } : c.body,
      contentType: c.contentType,
      ip,
    });
    if (c.status) expect(response.status).toBe(c.status);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const json = (await response.json()) as { error: { code: string } };
    expect(json.error.code).toMatch(/^[a-z_]+$/);
    expect(await h.countCalls()).toBe(rowsBefore);
    expect(h.placedCalls().length).toBe(callsBefore);
  });
});

describe('idempotency', { timeout: 30_000 }, () => {
  test('a retried request id (3 in a row, then 5 at once) is stored and dialled once', async () => {
    const body = demoPayload();
    const before = h.placedCalls().length;
    const ip = freshIp();
    const first = await h.submit(body, { ip });
    expect(first.status).toBe(200);
    const original = await first.json();
    for (let i = 0; i < 2; i += 1) {
      const again = await h.submit(body, { ip });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ duplicate: true, callId: original.callId });
    }
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => h.submit(body, { ip, insert: false })),
    );
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await h.countCalls([body.requestId as string])).toBe(1);
    expect(h.placedCalls().length - before).toBe(1);
  });
});

/** The last Sunday of a month (1-12) as yyyy-MM-dd; EU DST changes happen on it at 01:00 UTC. */
function lastSunday(year: number, month: number): { date: string; utcMidnight: number } {
  const last = new Date(Date.UTC(year, month, 0));
  const day = last.getUTCDate() - last.getUTCDay();
  return {
    date: `${year}-${String(month).padStart(2, '0')}-${day}`,
    utcMidnight: Date.UTC(year, month - 1, day),
  };
}

// Next year's changes, so the slots are always in the future.
const dstYear = new Date().getUTCFullYear() + 1;
const spring = lastSunday(dstYear, 3);
const autumn = lastSunday(dstYear, 10);
const at = (base: number, minutes: number) => new Date(base + minutes * 60_000).toISOString();

describe(`scheduled calls at the DST edges of ${dstYear} (Europe/Bratislava)`, {
  timeout: 30_000,
}, () => {
  // 01:45 CET = 00:45Z; 03:00 CEST = 01:00Z; 01:45 CEST = 23:45Z the day before; 03:00 CET = 02:00Z.
  const slots = [
    [spring.date, '01:45', at(spring.utcMidnight, 45), at(spring.utcMidnight, 60)],
    [spring.date, '03:00', at(spring.utcMidnight, 60), at(spring.utcMidnight, 75)],
    [autumn.date, '01:45', at(autumn.utcMidnight, -15), at(autumn.utcMidnight, 0)],
    [autumn.date, '03:00', at(autumn.utcMidnight, 120), at(autumn.utcMidnight, 135)],
  ] as const;

  test.each(slots)('%s %s -> schedulePlan %s .. %s at Vapi', async (date, time, from, to) => {
    const body = demoPayload({ callType: 'scheduled', scheduledDate: date, scheduledTime: time });
    const { response, placedSince } = await submitFresh(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'scheduled',
      earliestAt: from,
      latestAt: to,
    });
    const placed = placedSince();
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body.schedulePlan).toEqual({ earliestAt: from, latestAt: to });
    const row = await h.db.query(
      'select scheduled_at, scheduled_until, outcome from private.demo_calls where request_id = $1',
      [body.requestId],
    );
    expect(row.rows[0].outcome).toBe('call_scheduled');
    expect(row.rows[0].scheduled_at.toISOString()).toBe(from);
    expect(row.rows[0].scheduled_until.toISOString()).toBe(to);
  });
});

/** Polls the stored outcome until it is no longer in flight. */
async function settledOutcome(requestId: string): Promise<{ outcome: string; attempts: number }> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await h.db.query(
      'select outcome, attempts from private.demo_calls where request_id = $1',
      [requestId],
    );
    const row = rows[0] as { outcome: string; attempts: number } | undefined;
    if (row && !['pending', 'retrying'].includes(row.outcome)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`request ${requestId} never settled`);
}

describe('Vapi failures', { timeout: 60_000 }, () => {
  test('Vapi answering 500 once -> 202 retrying, retried by the function, then placed', async () => {
    h.vapi.override('POST /call', failTimes(1, { status: 500, body: { message: 'boom' } }));
    try {
      const body = demoPayload();
      const { response, placedSince } = await submitFresh(body);
      expect(response.status).toBe(202);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ status: 'retrying', requestId: body.requestId });
      expect(text).not.toMatch(/boom|500/);
      expect(await settledOutcome(body.requestId as string)).toEqual({
        outcome: 'call_placed',
        attempts: 2,
      });
      const placed = placedSince();
      expect(placed.map((p) => p.status)).toEqual([500, 201]);
      expect(placed[1]?.body).toEqual(placed[0]?.body);
    } finally {
      h.vapi.override('POST /call', undefined);
    }
  });

  test('Vapi answering 500 every time -> 3 attempts, outcome failed; a later retry is not a duplicate', async () => {
    h.vapi.override('POST /call', { status: 500, body: { message: 'boom' } });
    const body = demoPayload();
    const ip = freshIp();
    const before = h.placedCalls().length;
    try {
      expect((await h.submit(body, { ip })).status).toBe(202);
      expect(await settledOutcome(body.requestId as string)).toEqual({
        outcome: 'failed',
        attempts: 3,
      });
      expect(h.placedCalls().length - before).toBe(3);
    } finally {
      h.vapi.override('POST /call', undefined);
    }
    const retry = await h.submit(body, { ip, insert: false });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: 'calling', requestId: body.requestId });
    expect(h.placedCalls().length - before).toBe(4);
  });

  test('Vapi refusing with 400 -> 502 without the downstream answer, not retried', async () => {
    h.vapi.override('POST /call', { status: 400, body: { message: ['customer.name too long'] } });
    try {
      const body = demoPayload();
      const { response, placedSince } = await submitFresh(body);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(JSON.parse(text).error.code).toBe('vapi_error');
      expect(text).not.toMatch(/customer\.name|400/);
      expect(placedSince()).toHaveLength(1);
      expect(await settledOutcome(body.requestId as string)).toEqual({
        outcome: 'failed',
        attempts: 1,
      });
    } finally {
      h.vapi.override('POST /call', undefined);
    }
  });
});

describe('200 concurrent submissions (20 in flight)', { timeout: 30_000 }, () => {
  test('each accepted one stored once, limits engage exactly, zero 5xx', async () => {
    // 160 requests from 20 addresses (8 each, unique numbers): 5 per address pass.
    // 40 requests from 40 fresh addresses for 4 numbers (10 each): 3 per number pass.
    const byIp = Array.from({ length: 20 }, () => freshIp());
    const numbers = ['+421944000001', '+421944000002', '+421944000003', '+421944000004'];
    const jobs = [
      ...Array.from({ length: 160 }, (_, i) => ({
        ip: byIp[i % 20] as string,
        body: demoPayload(),
      })),
      ...Array.from({ length: 40 }, (_, i) => ({
        ip: freshIp(),
        body: demoPayload({ phone: numbers[i % 4] }),
      })),
    ];
    const before = h.placedCalls().length;
    const statuses = await mapLimit(jobs, 20, async (job) => {
      const response = await h.submit(job.body, { ip: job.ip });
      await response.arrayBuffer();
      return response.status;
    });
    const count = (s: number) => statuses.filter((x) => x === s).length;
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(count(200)).toBe(20 * 5 + 4 * 3);
    expect(count(429)).toBe(200 - 112);
    const accepted = jobs
      .filter((_, i) => statuses[i] === 200)
      .map((j) => j.body.requestId as string);
    const refused = jobs
      .filter((_, i) => statuses[i] === 429)
      .map((j) => j.body.requestId as string);
    expect(await h.countCalls(accepted)).toBe(accepted.length);
    expect(await h.countCalls(refused)).toBe(0);
    expect(h.placedCalls().length - before).toBe(accepted.length);
    for (const ip of byIp) {
      expect(statuses.filter((s, i) => jobs[i]?.ip === ip && s === 200)).toHaveLength(5);
    }
  }, 120_000);
});
