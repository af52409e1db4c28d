// The typed turn's fallback, end to end on the local stand-ins: a Vapi whose socket drops typed
// turns (the stand-in's `vapiSocketTypedTurns: false`) makes the live check choose the control
// URL and still pass; once that is recorded, `voice-call` hands `typedTurns: "control"` to the
// browser, and a visitor's typed turn sent through `voice-call-message` reaches the live call's
// control URL: the agent echoes it on the socket and answers it aloud.
import { type Stack, startStack } from '@hlasovy-asistent/local-stack';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { vapiCostPorts } from './costs.ts';
import { defaultPorts, runLiveCheck } from './runLiveCheck.ts';
import { nodeSocket } from './socket.ts';
import { LIVE_CHECK_TYPED_TEXT, slovakSentence } from './speech.ts';
import { STANDIN_MAX_CALL_SECONDS } from './targets.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ bookingTools: true, vapiSocketTypedTurns: false });
});
afterAll(async () => {
  await stack?.stop();
});

const headers = () => ({
  apikey: stack.publishableKey,
  Authorization: `Bearer ${stack.publishableKey}`,
  'Content-Type': 'application/json',
});
const fn = (name: string) => `${stack.url}/functions/v1/${name}`;

test('the socket ignoring typed turns: the check picks the control URL, the product then uses it', async () => {
  const target = {
    supabaseUrl: stack.url,
    anonKey: stack.publishableKey,
    vapiBaseUrl: stack.vapiUrl as string,
    privateKey: 'local-standin-private-key',
    assistantId: '00000000-0000-4000-8000-00000000a551',
    secrets: {},
    maxCallSeconds: STANDIN_MAX_CALL_SECONDS,
  };
  const costs = vapiCostPorts({ baseUrl: target.vapiBaseUrl, privateKey: target.privateKey });
  const result = await runLiveCheck(
    target,
    defaultPorts(() => slovakSentence(), costs),
  );
  expect(result.failures).toEqual([]);
  expect(result.typedTurns).toBe('control');

  // recorded as the deploy records it (here through PostgREST with the service key)
  const recorded = await fetch(`${stack.url}/rest/v1/rpc/record_live_check`, {
    method: 'POST',
    headers: {
      ...headers(),
      apikey: stack.serviceRoleKey,
      Authorization: `Bearer ${stack.serviceRoleKey}`,
    },
    body: JSON.stringify({ source: 'operator', passed: true, typed_turns: result.typedTurns }),
  });
  expect(recorded.status).toBe(200);

  // a visitor's call now says where typed turns go
  const { token } = (await (
    await fetch(fn('voice-call-token'), { headers: headers() })
  ).json()) as {
    token: string;
  };
  const created = await fetch(fn('voice-call'), {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ token, transport: 'websocket' }),
  });
  const session = (await created.json()) as {
    callId: string;
    websocketCallUrl: string;
    typedTurns?: string;
  };
  expect(session.typedTurns).toBe('control');
  // the call's control URL (http://127.0.0.1:<port>/<callId>/control) stays on the server
  expect(JSON.stringify(session)).not.toContain('/control');

  const seen: { type?: string; role?: string; transcript?: string }[] = [];
  const socket = await nodeSocket(
    session.websocketCallUrl,
    { text: (data) => seen.push(JSON.parse(data)), audio: () => {}, closed: () => {} },
    10_000,
  );
  try {
    // the greeting plays; the typed turn goes through the product's fallback function
    const sent = await fetch(fn('voice-call-message'), {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ callId: session.callId, text: LIVE_CHECK_TYPED_TEXT }),
    });
    expect(sent.status).toBe(202);
    await vi.waitFor(
      () =>
        expect(seen).toContainEqual(
          expect.objectContaining({
            type: 'transcript',
            role: 'user',
            transcript: LIVE_CHECK_TYPED_TEXT,
          }),
        ),
      { timeout: 10_000 },
    );
    // another network's (or an unknown) call is refused
    const foreign = await fetch(fn('voice-call-message'), {
      method: 'POST',
      headers: { ...headers(), 'X-Forwarded-For': '198.51.100.77' },
      body: JSON.stringify({ callId: 'no-such-call', text: 'Dobrý deň' }),
    });
    expect(foreign.status).toBe(404);
  } finally {
    socket.send(JSON.stringify({ type: 'hangup' }));
    socket.close();
  }
});
