import assert from 'node:assert/strict';
import { envFromRecord, readConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { createSupabaseRepository } from './supabase-repository.ts';

const config = readConfig(
  envFromRecord({ SUPABASE_URL: 'http://db.test', SUPABASE_SERVICE_ROLE_KEY: 'service-key' }),
);

/** A PostgREST double: records each RPC (name, JSON args, key) and answers from `replies`. */
function fakePostgrest(replies: Record<string, unknown>) {
  const seen: { name: string; args: Record<string, unknown>; apikey: string | null }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const name = new URL(request.url).pathname.replace('/rest/v1/rpc/', '');
    seen.push({ name, args: await request.json(), apikey: request.headers.get('apikey') });
    return Response.json(replies[name] ?? null);
  };
  return { fetchFn, seen };
}

Deno.test('supabase repository: check_rate_limit args and a refusal -> retry after the window', async () => {
  const db = fakePostgrest({ check_rate_limit: false });
  const repo = createSupabaseRepository(config, db.fetchFn);
  const decision = await repo.hitRateLimit('demo_ip', '203.0.113.1', 5, 600);
  assert.deepEqual(decision, { allowed: false, retryAfterSeconds: 600 });
  assert.deepEqual(db.seen[0], {
    name: 'check_rate_limit',
    args: { bucket: 'demo_ip', key: '203.0.113.1', max_hits: 5, window_seconds: 600 },
    apikey: 'service-key',
  });
});

Deno.test('supabase repository: a lost claim reads the stored outcome via get_demo_call', async () => {
  const row = {
    call_type: 'scheduled',
    scheduled_at: '2027-03-28T01:45:00+01:00',
    outcome: 'call_scheduled',
    vapi_call_id: 'call_9',
    error: null,
    notified: null,
  };
  const db = fakePostgrest({ claim_demo_request: false, get_demo_call: row });
  const repo = createSupabaseRepository(config, db.fetchFn);
  const result = await repo.claim({
    requestId: '7d3c1e8a-1111-4222-8333-944455556666',
    callType: 'scheduled',
    scheduledAt: '2027-03-28T00:45:00.000Z',
    scheduledUntil: '2027-03-28T01:00:00.000Z',
  });
  assert.deepEqual(db.seen[0]?.args, {
    request_id: '7d3c1e8a-1111-4222-8333-944455556666',
    call_type: 'scheduled',
    scheduled_at: '2027-03-28T00:45:00.000Z',
    scheduled_until: '2027-03-28T01:00:00.000Z',
  });
  assert.deepEqual(result, {
    claimed: false,
    outcome: {
      status: 'call_scheduled',
      callType: 'scheduled',
      scheduledAt: '2027-03-28T00:45:00.000Z',
      vapiCallId: 'call_9',
      error: null,
      notified: null,
      attempts: 0,
    },
  });
});

Deno.test('supabase repository: record_demo_call args, error capped at 2000 chars', async () => {
  const db = fakePostgrest({ record_demo_call: true });
  const repo = createSupabaseRepository(config, db.fetchFn);
  await repo.recordOutcome('7d3c1e8a-1111-4222-8333-944455556666', {
    status: 'failed',
    vapiCallId: null,
    error: 'x'.repeat(3000),
    notified: false,
  });
  const args = db.seen[0]?.args ?? {};
  assert.equal(db.seen[0]?.name, 'record_demo_call');
  assert.equal(args.outcome, 'failed');
  assert.equal(String(args.error).length, 2000);
  assert.equal(args.notified, false);
});

Deno.test('supabase repository: without SUPABASE_URL every call is config_missing', async () => {
  const repo = createSupabaseRepository(readConfig(envFromRecord({})));
  await assert.rejects(
    repo.findOutcome('x'),
    (error: unknown) => error instanceof HttpError && error.code === 'config_missing',
  );
});

Deno.test('supabase repository: get_lead_consent row -> LeadConsent; no row -> null', async () => {
  const row = {
    consent_given_at: '2026-03-01T11:00:00+01:00',
    consent_text_version: 'gdpr-0123456789abcdef',
    consent_source: 'demo-modal:scheduled',
    marketing_consent: true,
  };
  const db = fakePostgrest({ get_lead_consent: row });
  const repo = createSupabaseRepository(config, db.fetchFn);
  assert.deepEqual(await repo.findLeadConsent('7d3c1e8a-1111-4222-8333-944455556666'), {
    givenAt: '2026-03-01T10:00:00.000Z',
    textVersion: 'gdpr-0123456789abcdef',
    source: 'demo-modal:scheduled',
    marketingConsent: true,
  });
  assert.deepEqual(db.seen[0], {
    name: 'get_lead_consent',
    args: { request_id: '7d3c1e8a-1111-4222-8333-944455556666' },
    apikey: 'service-key',
  });
  const none = createSupabaseRepository(config, fakePostgrest({}).fetchFn);
  assert.equal(await none.findLeadConsent('7d3c1e8a-1111-4222-8333-944455556666'), null);
});
