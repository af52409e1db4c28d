// What the local Vapi says about its own socket calls and chats, as Vapi does: `POST /call`
// answers the call's live control URL (`monitor.controlUrl`, validated as Vapi's Call), the call
// takes a typed turn there, `GET /call/{id}` answers it in progress and, once it ended, with its
// reason and cost; `GET /chat/{id}` answers a chat with its cost. Ids it never made: the example.
import { randomUUID } from 'node:crypto';
import {
  createSchemaValidator,
  loadDocument,
} from '@hlasovy-asistent/platform-api/contract-server';
import { VOICE_SOCKET_AUDIO_FORMAT } from '@hlasovy-asistent/platform-api/voice-socket';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { STANDIN_COST_PER_MINUTE } from '../src/vapi-call-events.ts';
import { LOCAL_CHAT_TURN_COST } from '../src/vapi-chat.ts';
import { startVapiStandin, type VapiStandin } from '../src/vapi-standin.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let vapi: VapiStandin;
const validate = createSchemaValidator(loadDocument('latest'));
const auth = { authorization: 'Bearer local', 'content-type': 'application/json' };

beforeAll(async () => {
  const standin = await startVapiStandin({ socketOrigin: 'ws://127.0.0.1:1/vapi' });
  if (!standin) throw new Error('the stand-in did not start');
  vapi = standin;
});
afterAll(async () => {
  await vapi?.close();
});

const json = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${vapi.url}${path}`, { ...init, headers: auth });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

test('a socket call: its control URL, its state, then its cost', async () => {
  const created = await json('/call', {
    method: 'POST',
    body: JSON.stringify({
      assistantId: randomUUID(),
      assistantOverrides: { maxDurationSeconds: 15, firstMessageMode: 'assistant-waits-for-user' },
      transport: { provider: 'vapi.websocket', audioFormat: VOICE_SOCKET_AUDIO_FORMAT },
    }),
  });
  expect(created.status).toBe(201);
  expect(validate('Call', created.body)).toEqual([]);
  const id = String(created.body.id);
  const controlUrl = (created.body.monitor as { controlUrl?: string } | undefined)?.controlUrl;
  expect(controlUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${id}/control$`));
  // not connected yet: the control URL has no live call to speak in
  const typed = { type: 'add-message', message: { role: 'user', content: 'Dobrý deň' } };
  const early = await fetch(controlUrl as string, { method: 'POST', body: JSON.stringify(typed) });
  expect(early.status).toBe(404);

  const socket = new WebSocket(`${vapi.voiceAgent.url}/${id}/transport`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await vi.waitFor(() => expect(vapi.voiceAgent.stats().active).toBe(1));
  const live = await json(`/call/${id}`);
  expect(live.body).toMatchObject({ id, status: 'in-progress' });
  const taken = await fetch(controlUrl as string, { method: 'POST', body: JSON.stringify(typed) });
  expect(taken.status).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.send(JSON.stringify({ type: 'hangup' }));
  await vi.waitFor(() => expect(vapi.voiceAgent.stats().active).toBe(0));
  const ended = await json(`/call/${id}`);
  expect(validate('Call', ended.body)).toEqual([]);
  expect(ended.body).toMatchObject({ id, status: 'ended', endedReason: 'customer-ended-call' });
  const seconds =
    (Date.parse(String(ended.body.endedAt)) - Date.parse(String(ended.body.startedAt))) / 1000;
  // the tariff over the call's duration, rounded to 4 decimals: at most half a step off (a
  // duration landing on a half step, e.g. 0.00225 -> 0.0023, is exactly 0.00005 off)
  const exact = (seconds / 60) * STANDIN_COST_PER_MINUTE;
  expect(Math.abs(Number(ended.body.cost) - exact)).toBeLessThanOrEqual(0.00005 + 1e-12);
  expect(Number(ended.body.cost)).toBeGreaterThan(0);
});

test('a chat answered by the stand-in is found with its cost; an unknown id gets the example', async () => {
  const created = await json('/chat', {
    method: 'POST',
    body: JSON.stringify({ assistantId: randomUUID(), input: 'Dobrý deň' }),
  });
  expect(created.status).toBe(201);
  const found = await json(`/chat/${String(created.body.id)}`);
  expect(found.body).toMatchObject({ id: created.body.id, cost: LOCAL_CHAT_TURN_COST });
  const other = await json(`/call/${randomUUID()}`);
  expect(other.status).toBe(200);
  expect(other.body.status).not.toBe('in-progress');
});
