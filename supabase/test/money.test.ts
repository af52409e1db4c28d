// Money cannot leak, through the real local stack (gateway -> vapi-events / voice-call / health
// in Deno -> PostgREST -> Postgres): the probes of issue 26. A hostile sender holds the webhook
// secret where it matters (the worst case: a leaked or replayed report).

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { siteHeaders } from './siteCalls.ts';
import { stackOfFile } from './stackOfFile.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const WEBHOOK_SECRET = 'money-probes-webhook-secret-of-32-characters';

const local = stackOfFile({
  gatewayPort: 0,
  functionsEnv: {
    TRUSTED_PROXY_HOPS: '2',
    VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
    VAPI_MAX_SPEND_PER_DAY: '1000',
  },
});

beforeAll(async () => {
  // the stand-in compiles its request validators on first use (seconds on a busy machine): one
  // call from IPv4 first, so the probe below measures the limits, not the warm-up
  await voiceCall('203.0.113.77');
});

async function voiceCall(ip: string): Promise<number> {
  const headers = siteHeaders(local.stack, ip);
  const tokenResponse = await fetch(`${local.stack.url}/functions/v1/voice-call-token`, {
    headers,
  });
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await fetch(`${local.stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token }),
  });
  await response.body?.cancel();
  return response.status;
}

/** A call this backend created: a browser call's line holding its id. */
async function callOfOurs(): Promise<string> {
  const callId = `probe-${randomUUID()}`;
  await local.db.query(
    `insert into private.voice_calls (holder_hash, vapi_call_id, held_until)
     values ('probe', $1, now() + interval '5 minutes')`,
    [callId],
  );
  return callId;
}

function report(callId: string, extra: Record<string, unknown> = {}) {
  return {
    message: {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      cost: 2.5,
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      endedAt: new Date().toISOString(),
      call: { id: callId, type: 'webCall' },
      ...extra,
    },
  };
}

function sendEvent(body: unknown): Promise<Response> {
  return fetch(`${local.stack.url}/functions/v1/vapi-events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-vapi-secret': WEBHOOK_SECRET },
    body: JSON.stringify(body),
  });
}

async function costOf(callId: string): Promise<number | null> {
  const { rows } = await local.db.query('select cost from private.vapi_calls where call_id = $1', [
    callId,
  ]);
  return rows[0] ? Number(rows[0].cost) : null;
}

describe('money probes through the local stack', () => {
  test("a 3 MB end-of-call report's cost counts", async () => {
    const callId = await callOfOurs();
    const transcript = 'Dobrý deň, tu je asistent. '.repeat(120_000);
    const body = report(callId, { cost: 4.75, artifact: { transcript } });
    expect(JSON.stringify(body).length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await sendEvent(body);
    expect(response.status).toBe(200);
    expect(await costOf(callId)).toBe(4.75);
  });

  test('a lower second cost does not replace the first', async () => {
    const callId = await callOfOurs();
    expect((await sendEvent(report(callId, { cost: 3 }))).status).toBe(200);
    expect((await sendEvent(report(callId, { cost: 0 }))).status).toBe(200);
    expect(await costOf(callId)).toBe(3);
  });

  test('the absurd duration is a 4xx, and nothing is stored', async () => {
    const callId = await callOfOurs();
    const response = await sendEvent(
      report(callId, { startedAt: '2026-01-01T00:00:00Z', endedAt: '2026-11-27T00:00:00Z' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_payload',
    );
    expect(await costOf(callId)).toBeNull();
  });

  test('a report for a call id this backend never created changes nothing', async () => {
    const callId = `invented-${randomUUID()}`;
    const response = await sendEvent(report(callId, { cost: 0 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ stored: false });
    const { rows } = await local.db.query('select 1 from private.vapi_calls where call_id = $1', [
      callId,
    ]);
    expect(rows).toHaveLength(0);
  });

  test('six /64s of one /48 cannot fill the voice lines', async () => {
    const statuses: number[] = [];
    for (const n of [0, 1, 2, 3, 4, 5]) {
      for (const host of [1, 2]) statuses.push(await voiceCall(`2001:db8:48:${n}00::${host}`));
    }
    // 8 lines (10 - 2 kept for demo calls), 4 per /48 by default
    // (each /64 in its own /56): two /64s hold their 2 lines each, then the /48 is full
    expect(statuses.join(',')).toBe('200,200,200,200,503,503,503,503,503,503,503,503');
    expect(await voiceCall('2001:db8:49::1')).toBe(200);
  });

  test('health: the database answers, the stand-in accepts the key, the secret is set', async () => {
    const response = await fetch(`${local.stack.url}/functions/v1/health`, {
      headers: { apikey: local.stack.anonKey, Authorization: `Bearer ${local.stack.anonKey}` },
    });
    const body = (await response.json()) as {
      problems: { setting: string; problem: string }[];
      warnings: unknown[];
    };
    const names = body.problems.map((p) => `${p.setting}:${p.problem}`);
    expect(names).not.toContain('database:unreachable');
    expect(names.filter((n) => n.startsWith('VAPI_'))).toEqual([]);
    // the one warning of a stack no deploy ran against: its live check never ran
    expect(body.warnings).toEqual([
      expect.objectContaining({ setting: 'live_check', problem: 'never_run' }),
    ]);
  });
});
