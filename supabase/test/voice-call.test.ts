// The voice path through the real local stack: the site's anon key -> gateway -> voice-call-token
// and voice-call in Deno -> Postgres (single-use tokens, limits per address and per /64, the
// concurrency places) -> the Vapi stand-in (POST /call on the WebSocket or the Daily transport,
// validated against the latest OpenAPI document) -> the socket URL on the gateway's origin -> the local Slovak agent, which
// ends the call at the server's maxDurationSeconds. Real speech both ways: the greeting arrives
// as PCM, the visitor's espeak-ng sentence gets the next line.

import { isListening, type Stack, startStack } from '@hlasovy-asistent/local-stack';
import {
  concat,
  dbfs,
  SLOVAK_DEMO_DIALOGUE,
  samplesFromBytes,
  silence,
  synthesizeSpeech,
} from '@hlasovy-asistent/voice-agent';
import {
  compileMessageSchemas,
  endedReason,
  messageProblems,
  openSocket,
  refusedStatus,
  streamPcm,
} from '@hlasovy-asistent/voice-agent/testing';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SITE_ORIGIN } from './functionsHarness.ts';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';

// Generous limits: the machine may be busy (speed is measured in the bench, not here).
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const PER_ADDRESS = 3;
/** Long enough for the greeting, a turn and the reply; the duration test waits for it. */
const MAX_DURATION_SECONDS = 40;
/** VAPI_CONCURRENCY_LIMIT 14 minus DIAL_RESERVED_CONCURRENCY 2. */
const CONCURRENT = 12;

let stack: Stack;
let unusedSession: { websocketCallUrl: string } | undefined;
let ipSeq = 0;
const freshIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const headers = (ip: string) => siteHeaders(stack, ip);
/** GET voice-call-token from `ip`: what the site does on orb hover/focus or when the page idles. */
const voiceToken = (ip: string) => voiceTokenOf(stack, ip);

/** A token fetched from `ip`, then POST voice-call from `ip` (or the raw `body`). */
async function voiceCall(
  init: { ip?: string; body?: string; fields?: Record<string, unknown> } = {},
): Promise<Response> {
  const ip = init.ip ?? freshIp();
  const body = init.body ?? JSON.stringify({ token: await voiceToken(ip), ...init.fields });
  return fetch(`${stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers: headers(ip),
    body,
  });
}

beforeAll(async () => {
  compileMessageSchemas();
  stack = await startStack({
    gatewayPort: 0,
    functionsEnv: {
      TRUSTED_PROXY_HOPS: '2',
      VOICE_RATE_LIMIT_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
      VOICE_RATE_LIMIT_ADDRESS_PER_HOUR: String(PER_ADDRESS),
      VOICE_MAX_PER_HOUR: '1000',
      VOICE_MAX_DURATION_SECONDS: String(MAX_DURATION_SECONDS),
      // longer than the maximum duration, so the duration test sees that cap end the call
      VOICE_SILENCE_TIMEOUT_SECONDS: '60',
      VAPI_CONCURRENCY_LIMIT: String(CONCURRENT + 2),
      DIAL_RESERVED_CONCURRENCY: '2',
      VOICE_MAX_CONCURRENT_PER_NETWORK: String(PER_ADDRESS),
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
    // no key that can create calls: the server creates them
    expect(await response.json()).toEqual({ transport: 'websocket', callCreation: 'server' });
    expect(stack.voiceTransport).toBe('websocket');
    expect(stack.voiceAgent?.url).toBe(`${stack.url.replace('http', 'ws')}/vapi`);
  }, 60_000);

  test('voice-call -> socket on the gateway origin -> greeting, a reply to real speech, hangup', async () => {
    const response = await voiceCall();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const session = (await response.json()) as {
      callId: string;
      websocketCallUrl: string;
      typedTurns: string;
    };
    // the call's control URL stays on the server; typed turns on the socket until a live check
    // decided otherwise
    expect(Object.keys(session).sort()).toEqual(['callId', 'typedTurns', 'websocketCallUrl']);
    expect(session.typedTurns).toBe('socket');
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
    const reply = SLOVAK_DEMO_DIALOGUE.lines.call.notOffered.replies[0];
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
    expect(endedReason(socket)).toBe('customer-ended-call');
    expect(socket.json.flatMap((m) => messageProblems(m))).toEqual([]);
    // The id was the capability: used once, then refused.
    expect(await refusedStatus(session.websocketCallUrl)).toBe(404);
    expect(stack.voiceAgent?.stats().active).toBe(0);
    // the ended call's line is free again (what an end-of-call event does)
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      await expect
        .poll(async () => {
          const { rows } = await db.query(
            'select held_until <= now() as free from private.voice_calls where vapi_call_id = $1',
            [session.callId],
          );
          return rows[0]?.free;
        })
        .toBe(true);
    } finally {
      await db.end();
    }
  }, 150_000);

  test('supabase-js functions.invoke (what the site calls) gets a session', async () => {
    const ip = freshIp();
    const supabase = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'X-Forwarded-For': ip } },
    });
    const token = await voiceToken(ip);
    const { data, error } = await supabase.functions.invoke('voice-call', { body: { token } });
    expect(error).toBeNull();
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

  test('bot check: no token, a replayed token and a token of another address are refused (403)', async () => {
    const ip = freshIp();
    const token = await voiceToken(ip);
    const noToken = await voiceCall({ ip, body: '{}' });
    const first = await voiceCall({ ip, body: JSON.stringify({ token }) });
    const replay = await voiceCall({ ip, body: JSON.stringify({ token }) });
    const elsewhere = await voiceCall({ body: JSON.stringify({ token: await voiceToken(ip) }) });
    expect([noToken.status, first.status, replay.status, elsewhere.status]).toEqual([
      403, 200, 403, 403,
    ]);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe(
      'verification_failed',
    );
  }, 30_000);

  test('Daily: POST /call with the daily transport (contract-validated) -> { callId, webCallUrl }', async () => {
    const response = await voiceCall({ fields: { transport: 'daily' } });
    expect(response.status).toBe(200);
    const session = (await response.json()) as Record<string, string>;
    expect(Object.keys(session).sort()).toEqual(['callId', 'webCallUrl']);
    expect(session.webCallUrl).toBe(`https://vapi-local.daily.co/${session.callId}`);
  }, 30_000);

  test(`the per-address limit trips at ${PER_ADDRESS} calls, with the one refusal text`, async () => {
    const ip = freshIp();
    const answers: Response[] = [];
    for (let i = 0; i <= PER_ADDRESS; i += 1) answers.push(await voiceCall({ ip }));
    expect(answers.map((r) => r.status)).toEqual([...Array(PER_ADDRESS).fill(200), 429]);
    expect(await answers.at(-1)?.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Try again later.' },
    });
  }, 30_000);

  test(`the agent ends a call at the server's maxDurationSeconds (${MAX_DURATION_SECONDS} s)`, async () => {
    const response = await voiceCall();
    const session = (await response.json()) as { websocketCallUrl: string };
    const socket = openSocket(session.websocketCallUrl);
    await socket.opened;
    const openedAt = performance.now();
    // the silence timeout (60 s here) is longer: the maximum duration ends it
    await socket.waitFor((m) => m.type === 'status-update' && m.status === 'ended', 60_000);
    expect(socket.json.at(-1)).toMatchObject({ endedReason: 'exceeded-max-duration' });
    // the agent's clock starts when it accepts the socket, a little before the client sees it open
    const elapsed = performance.now() - openedAt;
    expect(elapsed).toBeGreaterThan((MAX_DURATION_SECONDS - 5) * 1000);
    expect(elapsed).toBeLessThan((MAX_DURATION_SECONDS + 15) * 1000);
  }, 90_000);

  test(`the concurrency cap: ${CONCURRENT} places, then 503 voice_busy (a call never joined holds its place for its maximum duration)`, async () => {
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const held = async () =>
        Number(
          (await db.query('select count(*) from private.voice_calls where held_until > now()'))
            .rows[0]?.count,
        );
      let last: Response | undefined;
      let guard = 0;
      while ((await held()) < CONCURRENT && guard++ < CONCURRENT + 5) {
        last = await voiceCall();
        expect(last.status).toBe(200);
        unusedSession = (await last.json()) as { websocketCallUrl: string };
      }
      expect(await held()).toBe(CONCURRENT);
      const over = await voiceCall();
      expect(over.status).toBe(503);
      expect(over.headers.get('retry-after')).toBe('60');
      expect(((await over.json()) as { error: { code: string } }).error.code).toBe('voice_busy');
      expect(await held()).toBe(CONCURRENT);
    } finally {
      await db.end();
    }
  }, 60_000);

  test('stop() ends live calls (worker-shutdown, 1000) and frees the agent port', async () => {
    const socket = openSocket(unusedSession?.websocketCallUrl ?? '');
    await socket.opened;
    const port = stack.voiceAgent?.port ?? 0;
    expect(await isListening(port)).toBe(true);
    await stack.stop();
    expect((await socket.closed).code).toBe(1000);
    expect(endedReason(socket)).toBe('worker-shutdown');
    expect(await isListening(port)).toBe(false);
    expect(await isListening(Number(new URL(stack.url).port))).toBe(false);
  }, 60_000);
});
