// Booking in a real local voice call (issue 27), offline: the visitor's first turn (espeak-ng
// speech) -> the local agent asks the local Vapi for slots -> a `tool-calls` message to the real
// vapi-tools function (secret header, the call's control URL) -> the offer forwarded to the page
// (`tool-calls-result`) and said aloud -> the card's booking through handle-demo-request ->
// the server's `say` on the control URL -> the agent confirms the day and time aloud.
import { type Stack, setDemoInsertLimit, startStack } from '@hlasovy-asistent/local-stack';
import { spokenSlotPhrase } from '@hlasovy-asistent/validation';
import { concat, silence, synthesizeSpeech } from '@hlasovy-asistent/voice-agent';
import { messageProblems, openSocket, streamPcm } from '@hlasovy-asistent/voice-agent/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { issueFormToken } from '../functions/_shared/form-token.ts';
import { siteHeaders, voiceTokenOf } from './siteCalls.ts';

vi.setConfig({ testTimeout: 150_000, hookTimeout: 180_000 });

const FORM_SECRET = 'voice-booking-test-form-token-secret-32';

let stack: Stack;
let ipSeq = 0;
const freshIp = () => `10.21.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const headers = (ip: string) => siteHeaders(stack, ip);

async function createCall(ip = freshIp()): Promise<Response> {
  const token = await voiceTokenOf(stack, ip);
  return fetch(`${stack.url}/functions/v1/voice-call`, {
    method: 'POST',
    headers: headers(ip),
    body: JSON.stringify({ token }),
  });
}

/** A call created from `ip` (its network holds the call's line, and so its booking id). */
async function voiceCall(ip: string): Promise<{ callId: string; websocketCallUrl: string }> {
  const response = await createCall(ip);
  expect(response.status).toBe(200);
  return (await response.json()) as { callId: string; websocketCallUrl: string };
}

/**
 * The card's booking from `ip`: the lead row (anon insert, the voice card's consent record),
 * then handle-demo-request.
 */
async function bookSlot(
  slot: { id: string; date: string; time: string },
  callId: string,
  ip: string,
) {
  const requestId = crypto.randomUUID();
  const lead = {
    name: 'Jana Hlasová',
    email: 'jana.hlasova@example.sk',
    phone: '+421905777123',
    industry: 'reality',
  };
  const row = await fetch(`${stack.url}/rest/v1/demo_requests`, {
    method: 'POST',
    headers: headers(ip),
    body: JSON.stringify({
      request_id: requestId,
      ...lead,
      consent_text_version: 'gdpr-0123456789abcdef',
      consent_source: 'voice-booking',
    }),
  });
  expect(row.status).toBe(201);
  const response = await fetch(`${stack.url}/functions/v1/handle-demo-request`, {
    method: 'POST',
    headers: headers(ip),
    body: JSON.stringify({
      requestId,
      ...lead,
      callType: 'scheduled',
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      bookingId: callId,
      formToken: await issueFormToken(FORM_SECRET, Date.now() - 60_000),
    }),
  });
  return { response, requestId };
}

beforeAll(async () => {
  stack = await startStack({
    gatewayPort: 0,
    bookingTools: true,
    functionsEnv: {
      TRUSTED_PROXY_HOPS: '2',
      VOICE_MAX_DURATION_SECONDS: '150',
      VOICE_SILENCE_TIMEOUT_SECONDS: '120',
      FORM_TOKEN_SECRET: FORM_SECRET,
      FORM_MIN_FILL_SECONDS: '30',
    },
  });
  await setDemoInsertLimit(stack.dbUrl, { trustedProxyHops: 2 });
  // boot the functions of the path once (cold Deno workers and schema compiles on a busy
  // machine), so the call below meets them warm: a refused booking, a tool call without the
  // secret, one call created and left unjoined
  for (const name of ['vapi-tools', 'handle-demo-request']) {
    const warm = await fetch(`${stack.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: headers(freshIp()),
      body: '{}',
    });
    await warm.body?.cancel();
  }
  await (await createCall()).body?.cancel();
});

afterAll(async () => {
  await stack?.stop();
});

describe('booking in a local voice call', () => {
  test('first turn -> slots offered (page + aloud) -> booked on the card -> confirmed aloud', async () => {
    const visitorIp = freshIp();
    const session = await voiceCall(visitorIp);
    const socket = openSocket(session.websocketCallUrl);
    await socket.opened;
    await socket.waitFor(
      (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped',
      60_000,
    );
    const visitor = await synthesizeSpeech('Áno, rád by som si dohodol ukážku.');
    await streamPcm(socket, concat([visitor, silence(16_000, 800)]));
    await socket.waitFor((m) => m.type === 'tool-calls-result', 60_000);
    const offered = socket.json.find((m) => m.type === 'tool-calls-result') as unknown as {
      toolCallResult: {
        name: string;
        metadata?: { slots?: { id: string; date: string; time: string }[] };
      };
    };
    expect(offered.toolCallResult.name).toBe('demo_slots');
    const slots = offered.toolCallResult.metadata?.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    await socket.waitFor(
      (m) => m.type === 'transcript' && String(m.transcript).startsWith('Ukážku vám môžem'),
      60_000,
    );

    const slot = slots[0] as (typeof slots)[number];
    // a stranger who learnt the call's id books from another network: refused, nothing booked
    const stranger = await bookSlot(slot, session.callId, freshIp());
    expect(stranger.response.status).toBe(403);
    expect(((await stranger.response.json()) as { error: { code: string } }).error.code).toBe(
      'booking_other_network',
    );
    const { response, requestId } = await bookSlot(slot, session.callId, visitorIp);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: string; slot: { id: string } };
    expect([answer.status, answer.slot.id]).toEqual(['scheduled', slot.id]);
    // said as a person says it, "na" + the day (or "na zajtra") and the hour in words
    const confirmation = () =>
      `Ďakujem, ukážku máte rezervovanú ${spokenSlotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() })}.`;
    await socket.waitFor(
      (m) =>
        m.type === 'transcript' &&
        m.transcriptType === 'final' &&
        String(m.transcript).startsWith(confirmation()),
      60_000,
    );

    socket.sendJson({ type: 'hangup' });
    await socket.closed;
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select b.vapi_call_id, b.slot_id, r.consent_source
           from private.demo_slot_bookings as b
           join public.demo_requests as r using (request_id)
          where b.request_id = $1`,
        [requestId],
      );
      expect(rows).toEqual([
        {
          vapi_call_id: session.callId,
          slot_id: slot.id,
          consent_source: 'voice-booking',
        },
      ]);
      // the ended call's line is freed before the stack stops (what an end-of-call event does)
      await expect
        .poll(
          async () =>
            (
              await db.query(
                'select held_until <= now() as free from private.voice_calls where vapi_call_id = $1',
                [session.callId],
              )
            ).rows[0]?.free,
          { timeout: 30_000 },
        )
        .toBe(true);
    } finally {
      await db.end();
    }
    expect(socket.json.flatMap((m) => messageProblems(m))).toEqual([]);
  });
});
