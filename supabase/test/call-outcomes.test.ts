// Call outcomes through the real local stack: the Vapi stand-in reports each call to the
// assistant's server URL (the gateway's /functions/v1/vapi-events, no Supabase key, the secret
// header) -> vapi-events in Deno -> record_vapi_call_event in Postgres. A WebSocket voice call
// and an outbound demo call each leave their outcome row; the spend cap reads the same rows.

import { setDemoInsertLimit } from '@hlasovy-asistent/local-stack';
import { openSocket } from '@hlasovy-asistent/voice-agent/testing';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { issueFormToken } from '../functions/_shared/form-token.ts';
import { callsToday } from '../ops/calls.ts';
import { serviceRpc } from '../ops/serviceRpc.ts';
import { demoPayload, rowOf } from './functionsHarness.ts';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';
import { stackOfFile } from './stackOfFile.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const FORM_SECRET = 'call-outcomes-form-token-secret';
const WEBHOOK_SECRET = 'call-outcomes-webhook-secret-of-32-characters';
const MAX_SPEND = 5;

const local = stackOfFile({
  gatewayPort: 0,
  functionsEnv: {
    TRUSTED_PROXY_HOPS: '2',
    FORM_TOKEN_SECRET: FORM_SECRET,
    FORM_MIN_FILL_SECONDS: '30',
    VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
    VAPI_MAX_SPEND_PER_DAY: String(MAX_SPEND),
  },
});
let ipSeq = 0;
const freshIp = () => `10.31.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

function callFunction(name: string, body: unknown, ip = freshIp()): Promise<Response> {
  return fetch(`${local.stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: siteHeaders(local.stack, ip),
    body: JSON.stringify(body),
  });
}

/** voice-call-token, then voice-call, from one address (what the site does). */
async function voiceCall(): Promise<Response> {
  const ip = freshIp();
  return callFunction('voice-call', { token: await voiceTokenOf(local.stack, ip) }, ip);
}

async function submitDemo(payload: Record<string, unknown>): Promise<Response> {
  const ip = freshIp();
  const stored = await fetch(`${local.stack.url}/rest/v1/demo_requests`, {
    method: 'POST',
    headers: {
      apikey: local.stack.anonKey,
      Authorization: `Bearer ${local.stack.anonKey}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
    },
    body: JSON.stringify(rowOf(payload)),
  });
  expect(stored.status).toBe(201);
  const formToken = await issueFormToken(FORM_SECRET, Date.now() - 60_000);
  return callFunction('handle-demo-request', { ...payload, formToken }, ip);
}

async function rowOfCall(callId: string) {
  const { rows } = await local.db.query('select * from private.vapi_calls where call_id = $1', [
    callId,
  ]);
  return rows[0] as Record<string, unknown> | undefined;
}

beforeAll(async () => {
  await setDemoInsertLimit(local.stack.dbUrl, { trustedProxyHops: 2 });
});

describe('call outcomes through the local stack', () => {
  test('a WebSocket voice call that the visitor hangs up leaves its outcome row', async () => {
    const response = await voiceCall();
    expect(response.status).toBe(200);
    const session = (await response.json()) as { callId: string; websocketCallUrl: string };
    const socket = openSocket(session.websocketCallUrl);
    await socket.opened;
    await socket.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant', 45_000);
    socket.sendJson({ type: 'hangup' });
    await socket.closed;
    const closedAt = performance.now();
    await local.stack.vapiEventsSettled();
    const row = await rowOfCall(session.callId);
    console.log(
      `socket closed -> outcome row stored: ${Math.round(performance.now() - closedAt)} ms`,
    );
    expect(row).toMatchObject({
      call_type: 'vapi.websocketCall',
      status: 'ended',
      ended_reason: 'customer-ended-call',
      outcome: 'answered',
      request_id: null,
      recording_url: null,
      report_received: true,
    });
    expect(Number(row?.duration_seconds)).toBeGreaterThan(0);
    expect(Number(row?.cost)).toBeGreaterThanOrEqual(0);
  });

  test('an outbound demo call is reported ringing, answered, ended, and linked to its lead', async () => {
    const payload = demoPayload();
    const response = await submitDemo(payload);
    expect(response.status).toBe(200);
    const { callId } = (await response.json()) as { callId: string };
    await local.stack.vapiEventsSettled();
    const row = await rowOfCall(callId);
    expect(row).toMatchObject({
      call_type: 'outboundPhoneCall',
      status: 'ended',
      outcome: 'answered',
      request_id: payload.requestId,
      report_received: true,
    });
  });

  test('the server URL takes no Supabase key but refuses a message without the secret', async () => {
    const message = {
      message: { type: 'status-update', status: 'ended', call: { id: 'forged-1' } },
    };
    const bare = await fetch(`${local.stack.url}/functions/v1/vapi-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const withAnonKey = await callFunction('vapi-events', message);
    expect(withAnonKey.status).toBe(401);
    expect(await rowOfCall('forged-1')).toBeUndefined();
  });

  test("the ops listing shows today's calls, their outcomes and the spend", async () => {
    const rpc = serviceRpc(local.stack.url, local.stack.serviceRoleKey);
    const today = await callsToday([], rpc);
    expect(today.calls.map((c) => c.call_type).sort()).toEqual([
      'outboundPhoneCall',
      'vapi.websocketCall',
    ]);
    expect(today.by_outcome).toEqual({ answered: 2 });
    const costs = today.calls.reduce((sum, c) => sum + Number(c.cost), 0);
    expect(Number(today.spend)).toBeCloseTo(costs, 4);
    expect(today.spend_cap).toBeNull();
    const earlier = await callsToday(['--day', '2026-01-05'], rpc, {
      VAPI_MAX_SPEND_PER_DAY: '25',
    });
    expect(earlier).toEqual({
      day: '2026-01-05',
      spend: 0,
      spend_cap: 25,
      calls: [],
      by_outcome: {},
    });
  });

  test.each([[['--day']], [['--day', 'yesterday']], [['--week', '2026-01-05']], [['extra']]])(
    'calls %j is a usage error',
    async (argv) => {
      const rpc = serviceRpc(local.stack.url, local.stack.serviceRoleKey);
      await expect(callsToday(argv, rpc)).rejects.toMatchObject({ code: 'usage' });
    },
  );

  test('over VAPI_MAX_SPEND_PER_DAY: voice calls get the busy answer, demo calls are deferred', async () => {
    await local.db.query(
      `insert into private.vapi_calls (call_id, call_type, status, cost, ended_at)
       values ('expensive-1', 'webCall', 'ended', $1, now())`,
      [MAX_SPEND + 1],
    );
    try {
      const voice = await voiceCall();
      expect(voice.status).toBe(429);
      expect(Number(voice.headers.get('retry-after'))).toBeGreaterThan(0);
      const demo = await submitDemo(demoPayload());
      expect(demo.status).toBe(202);
      expect(((await demo.json()) as { status: string }).status).toBe('deferred');
    } finally {
      await local.db.query(`delete from private.vapi_calls where call_id = 'expensive-1'`);
    }
    expect((await voiceCall()).status).toBe(200);
  });
});
