// The operator commands (ops/dsr.ts, ops/privacy.ts, ops/marketing.ts) against a real local
// stack: a data-subject request answered in one command, the retention pre-deploy check, pepper
// rotation, the marketing list and its withdrawals.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { dsr } from '../ops/dsr.ts';
import { marketing } from '../ops/marketing.ts';
import { OpsError } from '../ops/OpsError.ts';
import { privacy } from '../ops/privacy.ts';
import { type ServiceRpc, serviceRpc, serviceRpcFromEnv } from '../ops/serviceRpc.ts';
import { stackOfFile } from './stackOfFile.ts';

const local = stackOfFile({ withFunctions: false }, 120_000);
let rpc: ServiceRpc;

async function insertLead(email: string, phone: string, marketingConsent = false) {
  const response = await fetch(`${local.stack.url}/rest/v1/demo_requests`, {
    method: 'POST',
    headers: { apikey: local.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      request_id: crypto.randomUUID(),
      name: 'Jana',
      email,
      phone,
      industry: 'reality',
      consent_text_version: 'gdpr-0123456789abcdef',
      consent_source: 'demo-modal:immediate',
      marketing_consent: marketingConsent,
    }),
  });
  expect(response.status).toBe(201);
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof OpsError ? error.code : String(error)),
  );

beforeAll(() => {
  rpc = serviceRpc(local.stack.url, local.stack.serviceRoleKey);
});

describe('dsr: a data-subject request in one command', () => {
  test('export finds the leads and counters of a phone typed another way; erase needs --yes', async () => {
    await insertLead('jana@example.sk', '0905 123 456');
    await insertLead('peter@example.sk', '0911 222 333');
    await rpc.call('check_rate_limit', {
      bucket: 'demo_phone',
      key: '+421905123456',
      max_hits: 3,
      window_seconds: 600,
    });

    const exported = (await dsr(['export', '--phone', '+421 905 123 456'], rpc)) as {
      leads: { email: string; consent_source: string }[];
      rate_limits: unknown[];
    };
    expect(exported.leads.map((l) => l.email)).toEqual(['jana@example.sk']);
    expect(exported.leads[0]?.consent_source).toBe('demo-modal:immediate');
    expect(exported.rate_limits).toHaveLength(1);

    expect(await dsr(['erase', '--email', 'JANA@example.sk'], rpc)).toMatchObject({
      dry_run: true,
      would_erase: { leads: 1, call_records: 0, rate_limits: 1, chats: 0 },
    });
    const stillThere = await local.db.query(
      "select 1 from public.demo_requests where email = 'jana@example.sk'",
    );
    expect(stillThere.rowCount).toBe(1);

    expect(await dsr(['erase', '--email', 'jana@example.sk', '--yes'], rpc)).toMatchObject({
      erased: { leads: 1, call_records: 0, rate_limits: 1, chats: 0 },
      // no chat waited, and without VAPI_PRIVATE_KEY none would be deleted at Vapi
      vapi_chats: { pending: 0 },
    });
    const left = await local.db.query<{ email: string }>('select email from public.demo_requests');
    expect(left.rows.map((r) => r.email)).toEqual(['peter@example.sk']);
  });

  test.each([
    ['no subject', ['export']],
    ['an unknown command', ['show', '--email', 'a@b.sk']],
  ])('%s is a usage error', async (_title, argv) => {
    expect(await codeOf(dsr(argv, rpc))).toBe('usage');
  });

  test('a malformed phone number is refused by the database, with its message', async () => {
    await expect(dsr(['export', '--phone', 'call me'], rpc)).rejects.toThrow(
      /not a phone number: call me/,
    );
  });

  test('the script itself: JSON on stdout, exit 0 (the README command)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(import.meta.dirname, '../ops/dsr.ts'), 'export', '--email', 'peter@example.sk'],
      {
        env: {
          ...process.env,
          SUPABASE_URL: local.stack.url,
          SUPABASE_SERVICE_ROLE_KEY: local.stack.serviceRoleKey,
        },
      },
    );
    expect(JSON.parse(stdout).leads).toHaveLength(1);
  }, 60_000); // a Node process starting the script: seconds on a busy 2-core machine
});

describe('marketing: no flag, no marketing use', () => {
  test('the list holds only ticked leads; a withdrawal takes a subject off it and keeps the lead', async () => {
    await insertLead('marta@example.sk', '0905 700 001', true);
    await insertLead('ivan@example.sk', '0905 700 002', false);
    const emails = async () =>
      ((await marketing([], rpc)) as { leads: { email: string }[] }).leads.map((l) => l.email);
    expect(await emails()).toContain('marta@example.sk');
    expect(await emails()).not.toContain('ivan@example.sk');

    expect(await dsr(['withdraw-marketing', '--phone', '+421 905 700 001'], rpc)).toEqual({
      marketing_consent_cleared: 1,
    });
    expect(await emails()).not.toContain('marta@example.sk');
    const kept = await local.db.query(
      "select 1 from public.demo_requests where email = 'marta@example.sk'",
    );
    expect(kept.rowCount).toBe(1);
  });

  test('usage errors: arguments to the list, a withdrawal without a subject', async () => {
    expect(await codeOf(marketing(['--all'], rpc))).toBe('usage');
    expect(await codeOf(dsr(['withdraw-marketing'], rpc))).toBe('usage');
  });

  test('the anon key cannot read the marketing list', async () => {
    const anon = serviceRpc(local.stack.url, local.stack.anonKey);
    await expect(marketing([], anon)).rejects.toThrow(/marketing_leads answered 401/);
  });
});

describe('privacy: settings the database enforces', () => {
  test('retention: 180 by default; the pre-deploy check fails on a different site value', async () => {
    expect(await privacy(['retention'], rpc)).toEqual({ lead_retention_days: 180 });
    expect(await privacy(['retention', '--expect', '180'], rpc)).toEqual({
      lead_retention_days: 180,
      matches_site: true,
    });
    await expect(privacy(['retention', '--expect', '90'], rpc)).rejects.toThrow(
      /LEAD_RETENTION_DAYS is 180 .* the site would say 90/,
    );
    expect(await privacy(['retention', '--set', '90'], rpc)).toEqual({ lead_retention_days: 90 });
    expect(await codeOf(privacy(['retention', '--expect', '90'], rpc))).toBe('ok');
    expect(await codeOf(privacy(['retention', '--set', '0'], rpc))).toBe('usage');
    await privacy(['retention', '--set', '180'], rpc);
  });

  test('pepper: the stack provisioned its own; --from-env sets one, --rotate replaces it', async () => {
    const keyHash = async (key: string) => {
      await rpc.call('check_rate_limit', { bucket: 'ops', key, max_hits: 9, window_seconds: 60 });
      const { rows } = await local.db.query<{ key_hash: string }>(
        "select key_hash from private.rate_limits where bucket = 'ops'",
      );
      await local.db.query("delete from private.rate_limits where bucket = 'ops'");
      return rows[0]?.key_hash;
    };
    const hmac = (pepper: string, key: string) =>
      createHmac('sha256', pepper).update(key).digest('hex');
    expect(await keyHash('k')).toBe(hmac(local.stack.rateLimitPepper, 'k'));

    const pepper = 'an-operator-chosen-pepper-0123456789';
    expect(
      await codeOf(privacy(['pepper', '--from-env'], rpc, { RATE_LIMIT_PEPPER: 'short' })),
    ).toBe('usage');
    await privacy(['pepper', '--from-env'], rpc, { RATE_LIMIT_PEPPER: pepper });
    expect(await keyHash('k')).toBe(hmac(pepper, 'k'));

    await privacy(['pepper', '--rotate'], rpc);
    const rotated = await keyHash('k');
    expect(rotated).not.toBe(hmac(pepper, 'k'));
    expect(rotated).not.toBe(hmac(local.stack.rateLimitPepper, 'k'));
  });

  test('purge runs both retention jobs now', async () => {
    expect(await privacy(['purge'], rpc)).toMatchObject({
      leads: { leads: 0, call_records: 0 },
      rate_limits: expect.any(Number),
    });
  });
});

describe('service RPC settings', () => {
  test('no SUPABASE_URL: refused, never the local stack by default', () => {
    expect(() => serviceRpcFromEnv({})).toThrow(/SUPABASE_URL is required/);
    expect(() => serviceRpcFromEnv({ SUPABASE_SERVICE_ROLE_KEY: 'k' })).toThrow(
      /SUPABASE_URL is required/,
    );
    expect(serviceRpcFromEnv({ SUPABASE_URL: 'http://127.0.0.1:54321/' }).url).toBe(
      'http://127.0.0.1:54321',
    );
  });

  test('the command line names the project that answered (stderr), the result on stdout', async () => {
    const run = await promisify(execFile)(
      process.execPath,
      [join(import.meta.dirname, '..', 'ops', 'privacy.ts'), 'retention'],
      {
        env: {
          ...process.env,
          SUPABASE_URL: local.stack.url,
          SUPABASE_SERVICE_ROLE_KEY: local.stack.serviceRoleKey,
        },
      },
    );
    expect(run.stderr).toContain(`project: ${local.stack.url} answered`);
    expect(JSON.parse(run.stdout)).toMatchObject({ lead_retention_days: expect.any(Number) });
  }, 60_000);

  test('SUPABASE_URL without the service key is refused before any call', () => {
    expect(() => serviceRpcFromEnv({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY is required/,
    );
  });

  test('an unreachable project is a clear rpc_failed', async () => {
    const offline = serviceRpc('http://127.0.0.1:9', 'key');
    expect(await codeOf(dsr(['export', '--email', 'a@b.sk'], offline))).toBe('rpc_failed');
  });

  test('the anon key cannot answer a data-subject request', async () => {
    const anon = serviceRpc(local.stack.url, local.stack.anonKey);
    await expect(dsr(['export', '--email', 'peter@example.sk'], anon)).rejects.toThrow(
      /dsr_export answered 401/,
    );
  });
});
