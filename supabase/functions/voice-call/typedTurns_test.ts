// The WebSocket call's typed-turn channel: the one the live check decided, handed to the browser
// with the session; the call's control URL kept on the server (never in the answer); a database
// hiccup costs the call nothing.
import assert from 'node:assert/strict';
import { createMemoryTypedTurnStore, type TypedTurnStore } from '../_shared/typed-turn-store.ts';
import { createVoiceHarness, SECRETS } from '../_testing/voice-fakes.ts';

const env = { ...SECRETS, VOICE_TRANSPORT: 'websocket' };

Deno.test('voice-call (websocket): typedTurns is the live check’s channel; the control URL stays on the server', async () => {
  for (const typedTurns of ['socket', 'control'] as const) {
    const { store, controls } = createMemoryTypedTurnStore({ typedTurns });
    const h = createVoiceHarness({ env }, { typedTurns: store });
    const response = await h.call();
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.deepEqual(body, {
      callId: 'call-1',
      websocketCallUrl: 'wss://api.vapi.ai/call-1/transport',
      typedTurns,
    });
    assert.equal(JSON.stringify(body).includes('control.vapi.test'), false);
    assert.deepEqual([...controls], [['call-1', 'https://control.vapi.test/call-1/control']]);
  }
});

Deno.test('voice-call (websocket): before any live check, typed turns go on the socket', async () => {
  const { store } = createMemoryTypedTurnStore();
  const h = createVoiceHarness({ env }, { typedTurns: store });
  assert.equal((await (await h.call()).json()).typedTurns, 'socket');
});

Deno.test('voice-call (daily): no typed-turn channel, no control URL kept', async () => {
  const { store, controls } = createMemoryTypedTurnStore({ typedTurns: 'control' });
  const h = createVoiceHarness(
    { env: { ...SECRETS, VOICE_TRANSPORT: 'daily' } },
    { typedTurns: store },
  );
  const body = await (await h.call()).json();
  assert.equal('typedTurns' in body, false);
  assert.equal(controls.size, 0);
});

Deno.test('voice-call (websocket): the status unreadable -> the call still starts, typed turns on the socket, logged', async () => {
  const broken: TypedTurnStore = {
    liveCheck: () => Promise.reject(new Error('database down')),
    recordControl: () => Promise.reject(new Error('database down')),
    target: () => Promise.resolve(null),
  };
  const h = createVoiceHarness({ env }, { typedTurns: broken });
  const response = await h.call();
  assert.equal(response.status, 200);
  assert.equal((await response.json()).typedTurns, 'socket');
  assert.ok(h.logger.lines.some((l) => l.includes('control URL was not stored')));
  assert.ok(h.logger.lines.some((l) => l.includes('live check status was not read')));
});

Deno.test('voice-call (websocket): the control channel decided but Vapi named no control URL -> logged', async () => {
  const { store } = createMemoryTypedTurnStore({ typedTurns: 'control' });
  const h = createVoiceHarness(
    {
      env,
      reply: () =>
        Response.json(
          {
            id: 'call-9',
            orgId: 'o',
            type: 'vapi.websocketCall',
            transport: { websocketCallUrl: 'wss://api.vapi.ai/call-9/transport' },
          },
          { status: 201 },
        ),
    },
    { typedTurns: store },
  );
  assert.equal((await (await h.call()).json()).typedTurns, 'control');
  assert.ok(h.logger.lines.some((l) => l.includes('Vapi named none for this call')));
});
