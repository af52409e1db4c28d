// The stand-in's live call control (Vapi's `monitor.controlUrl`): `say` and the visitor's typed
// turn (`add-message` of role user) reach the agent's call; the rest is acknowledged and ignored.
import type { VoiceAgent } from '@hlasovy-asistent/voice-agent';
import { afterEach, expect, test } from 'vitest';
import { type ControlServer, startControlServer } from '../src/vapi-tool-calls.ts';

let server: ControlServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function fakeAgent(live: string) {
  const seen: string[] = [];
  const record = (kind: string) => (callId: string, content: string) => {
    seen.push(`${kind} ${callId} ${content}`);
    return callId === live;
  };
  const agent = { say: record('say'), addUserMessage: record('typed') } as unknown as VoiceAgent;
  return { agent, seen };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.status);

test('add-message of role user is the typed turn of that call; say is spoken', async () => {
  const { agent, seen } = fakeAgent('call-1');
  server = await startControlServer(() => agent);
  const url = server.urlOf('call-1');
  const typed = {
    type: 'add-message',
    message: { role: 'user', content: 'Aké máte voľné termíny?' },
  };
  expect(await post(url, typed)).toBe(200);
  expect(await post(url, { type: 'say', content: 'Dobrý deň' })).toBe(200);
  expect(await post(server.urlOf('call-2'), typed)).toBe(404);
  expect(seen).toEqual([
    'typed call-1 Aké máte voľné termíny?',
    'say call-1 Dobrý deň',
    'typed call-2 Aké máte voľné termíny?',
  ]);
});

test.each([
  [{ type: 'add-message', message: { role: 'system', content: 'x' } }],
  [{ type: 'add-message', message: { role: 'user', content: 'x' }, triggerResponseEnabled: false }],
  [{ type: 'control', control: 'mute-assistant' }],
])('%j is acknowledged and ignored', async (body) => {
  const { agent, seen } = fakeAgent('call-1');
  server = await startControlServer(() => agent);
  expect(await post(server.urlOf('call-1'), body)).toBe(202);
  expect(seen).toEqual([]);
});
