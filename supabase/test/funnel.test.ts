// The funnel through the real local stack (issue 41): PostgreSQL with the real pg_cron, PostgREST,
// the functions in Deno behind the gateway, pg_net's SQL surface with the stack's worker, and a
// team webhook receiver on 127.0.0.1 that checks every delivery's signature. The page's events
// reach the `funnel` function as the browser sends them; what is stored holds nothing of the
// visitor (checked on the rows); malformed and over-limit events are refused without a 5xx;
// pg_cron's job asks funnel-digest for the day before, which reaches the receiver with numbers
// only (checked on the payload, with a lead of that day in the database); `pnpm ops report`
// prints the same numbers and names the project that answered.
import { execFile } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Stack, startStack, supabaseDir } from '@hlasovy-asistent/local-stack';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const SITE_ORIGIN = 'http://127.0.0.1:5173';
const WEBHOOK_SECRET = 'funnel-test-webhook-secret-of-32-characters';
const NETWORK_PER_MINUTE = 25;
/** What a browser sends beside the body, none of which may be stored. */
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) FunnelTestAgent/41.0';
const FORWARDED = '198.51.100.77';
/** A lead of the reported day (real rows), none of which may reach the digest. */
const LEAD = {
  name: 'Jana Funnelová',
  email: 'jana.funnel@example.sk',
  phone: '+421905111222',
};

interface Delivery {
  headers: Record<string, string>;
  body: string;
  verified: boolean;
}

let stack: Stack;
let db: pg.Client;
let receiver: Server;
const requestId = crypto.randomUUID();
const deliveries: Delivery[] = [];

/** The README's receiver check (Standard Webhooks: HMAC-SHA256 of id.timestamp.body). */
function verify(headers: Record<string, string>, body: string): boolean {
  const expected = createHmac('sha256', WEBHOOK_SECRET)
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest();
  const given = Buffer.from((headers['webhook-signature'] ?? '').replace(/^v1,/, ''), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function post(body: unknown, init: { type?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${stack.url}/functions/v1/funnel`, {
    method: 'POST',
    headers: {
      'Content-Type': init.type ?? 'text/plain;charset=UTF-8',
      Origin: SITE_ORIGIN,
      'User-Agent': USER_AGENT,
      'X-Forwarded-For': FORWARDED,
      Referer: `${SITE_ORIGIN}/?email=${LEAD.email}`,
      ...init.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const yesterday = () =>
  new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' });

/** The day before, in the database: a visitor who booked by voice, one written conversation, a lead's call. */
async function seedYesterday(): Promise<void> {
  const day = yesterday();
  const noonYesterday = `${day} 12:00 Europe/Bratislava`;
  const v = crypto.randomUUID();
  const w = crypto.randomUUID();
  await db.query('select public.record_funnel_events($1::jsonb, $2::timestamptz)', [
    JSON.stringify([
      { step: 'landing_seen' },
      { step: 'landing_seen' },
      { step: 'conversation_started', conversation: v, channel: 'voice' },
      { step: 'first_answer', conversation: v },
      { step: 'slot_offered', conversation: v },
      { step: 'slot_booked', conversation: v },
      { step: 'conversation_started', conversation: w, channel: 'written' },
    ]),
    noonYesterday,
  ]);
  await db.query(
    `insert into public.demo_requests (request_id, name, email, phone, industry) values ($1, $2, $3, $4, 'reality')`,
    [requestId, LEAD.name, LEAD.email, LEAD.phone],
  );
  await db.query(
    `insert into private.demo_calls (request_id, call_type, scheduled_at, outcome, vapi_call_id, claimed_at)
     values ($1, 'scheduled', $2::timestamptz, 'call_scheduled', 'funnel-call-1', $2::timestamptz - interval '1 day')`,
    [requestId, noonYesterday],
  );
  await db.query(
    `insert into private.vapi_calls (call_id, call_type, request_id, status, outcome, started_at, ended_at, cost, report_received)
     values ('funnel-call-1', 'outboundPhoneCall', $1, 'ended', 'answered',
       $2::timestamptz + interval '90 seconds', $2::timestamptz + interval '5 minutes', 0.42, true)`,
    [requestId, noonYesterday],
  );
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, String(v)]),
      );
      deliveries.push({ headers, body, verified: verify(headers, body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  stack = await startStack({
    gatewayPort: 0,
    pgCron: 'preload',
    siteOrigins: [SITE_ORIGIN],
    functionsEnv: {
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/team`,
      NOTIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FUNNEL_RATE_LIMIT_NETWORK_PER_MINUTE: String(NETWORK_PER_MINUTE),
      VAPI_MAX_SPEND_PER_DAY: '20',
    },
  });
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await seedYesterday();
});

afterAll(async () => {
  await db?.end().catch(() => {});
  await stack?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the funnel through the local stack', () => {
  test("the page's events are counted; the rows hold no address, agent, e-mail or id of a visitor", async () => {
    const conversation = crypto.randomUUID();
    const response = await post({
      events: [
        { step: 'landing_seen' },
        { step: 'conversation_started', conversation, channel: 'voice' },
        { step: 'first_answer', conversation },
      ],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: 3, duplicates: 0, unknown: 0 });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    // a reload's resend of the same conversation counts nothing more
    const again = await post({ events: [{ step: 'first_answer', conversation }] });
    expect(await again.json()).toEqual({ counted: 0, duplicates: 1, unknown: 0 });

    const { rows: counts } = await db.query(
      'select * from private.funnel_counts where day = (now() at time zone $1)::date',
      ['Europe/Bratislava'],
    );
    expect(counts.map((r) => [r.step, r.channel, Number(r.count)]).sort()).toEqual([
      ['conversation_started', 'voice', 1],
      ['first_answer', 'voice', 1],
      ['landing_seen', '', 1],
    ]);
    const { rows: conversations } = await db.query('select * from private.funnel_conversations');
    const stored = JSON.stringify([counts, conversations]);
    for (const personal of [USER_AGENT, 'FunnelTestAgent', FORWARDED, '127.0.0.1', LEAD.email]) {
      expect(stored).not.toContain(personal);
    }
    // the limiter's keys live elsewhere, as peppered HMACs, and only for their window
    const { rows: limits } = await db.query(
      "select key_hash from private.rate_limits where bucket like 'funnel_%'",
    );
    expect(limits.length).toBeGreaterThan(0);
    expect(JSON.stringify(limits)).not.toMatch(/127\.0\.0\.1|198\.51\.100/);
  });

  test('malformed events are refused with a specific 4xx, never a 5xx, and count nothing', async () => {
    const before = await db.query(
      'select coalesce(sum(count), 0)::int as n from private.funnel_counts',
    );
    const cases: [unknown, string | undefined, number, string][] = [
      ['{"events":[', undefined, 400, 'invalid_json'],
      [{ events: [{ step: 'purchase' }] }, undefined, 400, 'invalid_payload'],
      [
        { events: [{ step: 'landing_seen', userAgent: USER_AGENT }] },
        undefined,
        400,
        'invalid_payload',
      ],
      [
        { events: [{ step: 'landing_seen' }], email: LEAD.email },
        undefined,
        400,
        'invalid_payload',
      ],
      [
        { events: [{ step: 'slot_booked', conversation: 'not-a-uuid' }] },
        undefined,
        400,
        'invalid_payload',
      ],
      [{ events: Array(11).fill({ step: 'landing_seen' }) }, undefined, 400, 'invalid_payload'],
      [
        `{"events":[${'{"step":"landing_seen"},'.repeat(200)}]}`,
        undefined,
        413,
        'payload_too_large',
      ],
      ['events=1', 'application/x-www-form-urlencoded', 415, 'unsupported_media_type'],
    ];
    for (const [body, type, status, code] of cases) {
      const response = await post(body, { type });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const get = await fetch(`${stack.url}/functions/v1/funnel`, {
      headers: { Origin: SITE_ORIGIN },
    });
    expect(get.status).toBe(405);
    const after = await db.query(
      'select coalesce(sum(count), 0)::int as n from private.funnel_counts',
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  test('over the limit per network: 429 with the one message, nothing counted', async () => {
    await db.query("delete from private.rate_limits where bucket like 'funnel_%'");
    const statuses: number[] = [];
    for (let i = 0; i < NETWORK_PER_MINUTE + 3; i += 1) {
      statuses.push(
        (await post({ events: [{ step: 'call_refused', channel: 'voice', reason: 'busy' }] }))
          .status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(NETWORK_PER_MINUTE);
    expect(statuses.slice(NETWORK_PER_MINUTE)).toEqual([429, 429, 429]);
    expect(statuses.some((s) => s >= 500)).toBe(false);
    const refused = await post({ events: [{ step: 'landing_seen' }] });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Try again later.' },
    });
    const { rows } = await db.query(
      "select count::int from private.funnel_counts where step = 'call_refused' and detail = 'busy'",
    );
    expect(rows[0]?.count).toBe(NETWORK_PER_MINUTE);
  });

  test("pg_cron's job sends the day before's digest to the team webhook: signed, numbers only", async () => {
    const day = yesterday();
    // the job as migrated, run every minute from hour 0 (the test cannot wait for 08:00)
    const { rows: jobs } = await db.query(
      "select jobid, schedule, command from cron.job where jobname = 'funnel-digest'",
    );
    expect(jobs[0]).toMatchObject({
      schedule: '0 6-9 * * *',
      command: 'select public.queue_funnel_digest()',
    });
    await db.query('select public.set_funnel_digest_hour(0)');
    await db.query("select cron.alter_job($1, schedule => '* * * * *')", [jobs[0].jobid]);

    await vi.waitUntil(() => deliveries.length > 0, { timeout: 75_000, interval: 250 });
    const [delivery] = deliveries;
    expect(delivery?.verified).toBe(true);
    const payload = JSON.parse(delivery?.body ?? '{}');
    expect(Object.keys(payload)[0]).toBe('text');
    expect(payload).toMatchObject({
      type: 'funnel_digest',
      day,
      quiet: false,
      no_conversations: false,
      funnel: {
        landing_seen: 2,
        conversation_started: { voice: 1, written: 1 },
        slot_booked: { voice: 1, written: 0 },
      },
      demo_calls: { placed: 1, answered: 1 },
      bookings: { due: 1, kept: 1 },
      booking_delay_seconds: { calls: 1, median: 90, worst: 90 },
      spend_cap: { total: 20 },
    });
    expect(Number(payload.spend.demo)).toBeCloseTo(0.42);
    expect(payload.text).toMatch(/rezervované 1 \(hlasom 1, písomne 0\)/);
    for (const personal of [
      LEAD.name,
      'Funnelov',
      LEAD.email,
      LEAD.phone,
      '905111222',
      USER_AGENT,
      FORWARDED,
      requestId,
    ]) {
      expect(delivery?.body).not.toContain(personal);
    }
    // recorded as sent, once; pg_cron's run succeeded; health shows it
    await vi.waitUntil(async () => {
      const { rows } = await db.query('select status from private.funnel_digests where day = $1', [
        day,
      ]);
      return rows[0]?.status === 'sent';
    });
    const { rows: runs } = await db.query(
      `select d.status from cron.job_run_details as d join cron.job as j using (jobid)
       where j.jobname = 'funnel-digest' order by d.runid`,
    );
    expect(runs[0]?.status).toBe('succeeded');
    const health = await fetch(`${stack.url}/functions/v1/health`, {
      headers: { apikey: stack.anonKey },
    });
    const body = (await health.json()) as { digest?: Record<string, unknown>; warnings: unknown[] };
    expect(body.digest).toMatchObject({ scheduled: true, http: true, target: true, late: false });
    expect(body.digest?.last).toMatchObject({ day, status: 'sent', attempts: 1 });
  }, 120_000);

  test('pnpm ops report prints the same numbers and names the project that answered', async () => {
    // not spawnSync: the stack's gateway answers from this very process
    const run = await promisify(execFile)(
      process.execPath,
      [join(supabaseDir, 'ops', 'ops.ts'), 'report', '--days', '2'],
      {
        env: {
          ...process.env,
          SUPABASE_URL: stack.url,
          SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
          VAPI_MAX_SPEND_PER_DAY: '20',
        },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).toContain(`project: ${stack.url} answered`);
    const row = run.stdout.split('\n').find((line) => line.startsWith(yesterday()));
    // day, landing, started v/w, answered v/w, offered v/w, booked v/w, form, refused
    expect(row?.split(/\s+/)).toEqual([
      yesterday(),
      '2',
      '1/1',
      '1/0',
      '1/0',
      '1/0',
      '0/0',
      '0/0/0',
    ]);
    expect(run.stdout).toMatch(/Spend \(USD; budgets per day: total 20\.00/);
  });
});
