// The voice path through the real local stack: the site's anon key -> gateway -> voice-call in
// Deno -> Postgres rate limits -> the Vapi stand-in (POST /call validated against the OpenAPI
// document) -> the socket URL on the gateway's origin -> the local Slovak agent. Real speech
// both ways: the greeting arrives as PCM, the visitor's espeak-ng sentence gets the next line.

import { isListening, type Stack, startStack } from '@repo/local-stack';
import {
  concat,
  dbfs,
  SLOVAK_DEMO_DIALOGUE,
  samplesFromBytes,
  silence,
  synthesizeSpeech,
} from '@repo/voice-agent';
import {
  compileMessageSchemas,
  messageProblems,
  openSocket,
  refusedStatus,
  streamPcm,
} from '@repo/voice-agent/testing';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SITE_ORIGIN = 'http://127.0.0.1:5173';
const IP_MAX = 3;
const PER_HOUR = 8;

let stack: Stack;
let callsCreated = 0;
let unusedSession: { websocketCallUrl: string } | undefined;
let ipSeq = 0;
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function voiceCall(init: { ip?: string; body?: string } = {}): Promise<Response> {
  const response = await fetch(`${stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      Origin: SITE_ORIGIN,
      'Content-Type': 'application/json',
      // The test plays a trusted outer proxy (TRUSTED_PROXY_HOPS=2): this is the client address.
      'X-Forwarded-For': init.ip ?? freshIp(),
    },
    body: init.body ?? '{}',
  });
  if (response.status === 200) callsCreated += 1;
  return response;
}

beforeAll(async () => {
  compileMessageSchemas();
  stack = await startStack({
    gatewayPort: 0,
    functionsEnv: {
      TRUSTED_PROXY_HOPS: '2',
      VOICE_RATE_LIMIT_IP_MAX: String(IP_MAX),
      VOICE_RATE_LIMIT_IP_WINDOW_SECONDS: '600',
      VOICE_MAX_PER_HOUR: String(PER_HOUR),
    },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('voice through the local stack', () => {
  test('vapi-config says websocket; the stack reports the agent', async () => {
    const response = await fetch(`${stack.url}/functions/v1/vapi-config`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}` },
    });
    expect(await response.json()).toMatchObject({ transport: 'websocket' });
    expect(stack.voiceTransport).toBe('websocket');
    expect(stack.voiceAgent?.url).toBe(`${stack.url.replace('http', 'ws')}/vapi`);
  }, 60_000);

  test('voice-call -> socket on the gateway origin -> greeting, a reply to real speech, hangup', async () => {
    const response = await voiceCall();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const session = (await response.json()) as { callId: string; websocketCallUrl: string };
    expect(Object.keys(session).sort()).toEqual(['callId', 'websocketCallUrl']);
    // Same host and port as the Supabase URL: the site's CSP (its ws:// variant) allows it.
    const url = new URL(session.websocketCallUrl);
    expect(`${url.protocol}//${url.host}`).toBe(stack.url.replace('http:', 'ws:'));
    expect(url.pathname).toBe(`/vapi/${session.callId}/transport`);

    const socket = openSocket(session.websocketCallUrl);
    await socket.opened;
    const openedAt = performance.now();
    await socket.waitFor(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped',
      45_000,
    );
    console.log(
      `socket open -> first audio frame: ${Math.round((socket.audio[0]?.at ?? 0) - openedAt)} ms`,
    );
    const greeting = concat(socket.audio.map((a) => samplesFromBytes(a.bytes)));
    expect(socket.audio.every((a) => a.bytes.byteLength === 640)).toBe(true);
    expect(greeting.length / 16_000).toBeGreaterThan(4);
    expect(dbfs(greeting)).toBeGreaterThan(-35);
    const greetingFrames = socket.audio.length;

    const visitor = await synthesizeSpeech('Áno, rád by som si dohodol ukážku.');
    await streamPcm(socket, concat([visitor, silence(16_000, 800)]));
    const reply = SLOVAK_DEMO_DIALOGUE.replies[0];
    await socket.waitFor(
      (m) => m.type === 'transcript' && m.transcriptType === 'final' && m.transcript === reply,
      45_000,
    );
    const replyAudio = concat(
      socket.audio.slice(greetingFrames).map((a) => samplesFromBytes(a.bytes)),
    );
    expect(replyAudio.length / 16_000).toBeGreaterThan(2);
    expect(dbfs(replyAudio)).toBeGreaterThan(-35);
    expect(
      socket.json
        .filter((m) => m.type === 'speech-update' && m.role === 'user')
        .map((m) => m.status),
    ).toEqual(['started', 'stopped']);

    socket.sendJson({ type: 'hangup' });
    expect(await socket.closed).toEqual({ code: 1000, reason: 'call ended' });
    expect(socket.json.at(-1)).toMatchObject({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(socket.json.flatMap((m) => messageProblems(m))).toEqual([]);
    // The id was the capability: used once, then refused.
    expect(await refusedStatus(session.websocketCallUrl)).toBe(404);
    expect(stack.voiceAgent?.stats().active).toBe(0);
  }, 150_000);

  test('supabase-js functions.invoke (what the site calls) gets a session', async () => {
    const supabase = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'X-Forwarded-For': freshIp() } },
    });
    const { data, error } = await supabase.functions.invoke('voice-call', { body: {} });
    expect(error).toBeNull();
    callsCreated += 1;
    expect(data.websocketCallUrl).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/vapi\/[0-9a-f-]{36}\/transport$/,
    );
  }, 30_000);

  test('made-up call ids and other upgrade paths on the gateway are refused with 404', async () => {
    const base = stack.voiceAgent?.url ?? '';
    expect(await refusedStatus(`${base}/${crypto.randomUUID()}/transport`)).toBe(404);
    expect(await refusedStatus(`${stack.url.replace('http', 'ws')}/rest/v1/`)).toBe(404);
  }, 30_000);

  test('a page from a foreign origin cannot open the socket (403); the site origin can', async () => {
    const response = await voiceCall();
    expect(response.status).toBe(200);
    const session = (await response.json()) as { websocketCallUrl: string };
    expect(await refusedStatus(session.websocketCallUrl, 'https://evil.example')).toBe(403);
    const socket = openSocket(session.websocketCallUrl, SITE_ORIGIN);
    await socket.opened;
    socket.sendJson({ type: 'hangup' });
    expect((await socket.closed).code).toBe(1000);
  });

  test('hostile bodies get 4xx through the gateway and create nothing', async () => {
    const before = stack.voiceAgent?.stats().pending ?? 0;
    for (const body of ['{"assistantId":"x"}', '[]', 'nope', `{"a":"${'x'.repeat(5_000)}"}`]) {
      const response = await voiceCall({ body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(stack.voiceAgent?.stats().pending).toBe(before);
  }, 30_000);

  test(`the per-IP limit trips at ${IP_MAX} calls per address`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= IP_MAX; i += 1) statuses.push((await voiceCall({ ip })).status);
    expect(statuses).toEqual([...Array(IP_MAX).fill(200), 429]);
  }, 30_000);

  test(`the global cap trips at ${PER_HOUR} calls per hour, whatever the address`, async () => {
    const statuses: number[] = [];
    while (callsCreated < PER_HOUR) {
      const response = await voiceCall();
      statuses.push(response.status);
      unusedSession = (await response.json()) as { websocketCallUrl: string };
    }
    const over = await voiceCall();
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('3600');
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  }, 60_000);

  test('stop() ends live calls (worker-shutdown, 1000) and frees the agent port', async () => {
    const socket = openSocket(unusedSession?.websocketCallUrl ?? '');
    await socket.opened;
    const port = stack.voiceAgent?.port ?? 0;
    expect(await isListening(port)).toBe(true);
    await stack.stop();
    expect((await socket.closed).code).toBe(1000);
    expect(socket.json.at(-1)).toMatchObject({ status: 'ended', endedReason: 'worker-shutdown' });
    expect(await isListening(port)).toBe(false);
    expect(await isListening(Number(new URL(stack.url).port))).toBe(false);
  }, 60_000);
});
