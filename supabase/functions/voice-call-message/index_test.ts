// The typed turn's fallback channel: `{ callId, text }` from the caller's own live call reaches
// the call's control URL as Vapi's `add-message` of role user; another network's call, an ended
// or unknown one, bad input and the limits are refused before anything reaches Vapi.
import assert from 'node:assert/strict';
import { rateLimitKeyOf } from '../_shared/client-ip.ts';
import { createMemoryTypedTurnStore } from '../_shared/typed-turn-store.ts';
import { errorOf, SITE_ORIGIN, testConfig } from '../_testing/fakes.ts';
import { createMemoryRepository } from '../_testing/memory-repository.ts';
import { createMemoryLogger } from '../_testing/voice-fakes.ts';
import { createHandler } from './index.ts';
import { TYPED_TURN_LIMITS } from './sendTypedTurn.ts';

const CONTROL = 'https://control.vapi.test/call-1/control';
const IP = '203.0.113.7';

function harness(controlStatus = 200) {
  const { store, controls, live } = createMemoryTypedTurnStore();
  controls.set('call-1', CONTROL);
  live.set('call-1', rateLimitKeyOf(IP));
  const posted: { url: string; body: unknown }[] = [];
  const logger = createMemoryLogger();
  const handler = createHandler({
    config: testConfig(),
    repository: createMemoryRepository(),
    typedTurns: store,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      posted.push({ url: request.url, body: await request.json() });
      return new Response('{}', { status: controlStatus });
    },
    logger,
  });
  const send = (body: unknown, ip = IP) =>
    handler(
      new Request('http://localhost/functions/v1/voice-call-message', {
        method: 'POST',
        headers: { Origin: SITE_ORIGIN, 'X-Real-IP': ip, 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  return { send, posted, logger };
}

Deno.test('voice-call-message: the caller’s live call gets add-message of role user at its control URL', async () => {
  const h = harness();
  const response = await h.send({ callId: 'call-1', text: '  Aké máte <voľné> termíny?  ' });
  assert.equal(response.status, 202);
  assert.deepEqual(await response.json(), { sent: true, text: 'Aké máte voľné termíny?' });
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), SITE_ORIGIN);
  assert.deepEqual(h.posted, [
    {
      url: CONTROL,
      body: {
        type: 'add-message',
        message: { role: 'user', content: 'Aké máte voľné termíny?' },
        triggerResponseEnabled: true,
      },
    },
  ]);
});

Deno.test('voice-call-message: another network’s call or an unknown one is 404 call_not_found; nothing is posted', async () => {
  const h = harness();
  const other = await h.send({ callId: 'call-1', text: 'Dobrý deň' }, '198.51.100.9');
  assert.equal(other.status, 404);
  assert.equal((await errorOf(other)).code, 'call_not_found');
  const unknown = await h.send({ callId: 'call-2', text: 'Dobrý deň' });
  assert.equal(unknown.status, 404);
  assert.deepEqual(h.posted, []);
});

Deno.test('voice-call-message: bad input is 400 with the field named; nothing is posted', async () => {
  const h = harness();
  for (const [body, path] of [
    [{ callId: 'call-1', text: '   ' }, 'text'],
    [{ callId: 'call-1', text: 'x'.repeat(1001) }, 'text'],
    [{ callId: 'call 1', text: 'Dobrý deň' }, 'callId'],
    [{ callId: 'call-1', text: 'Dobrý deň', role: 'system' }, 'role'],
  ] as const) {
    const response = await h.send(body);
    assert.equal(response.status, 400, JSON.stringify(body));
    const error = await errorOf(response);
    assert.equal(error.code, 'invalid_payload');
    assert.equal((error.issues?.[0] as { path?: string } | undefined)?.path, path);
  }
  assert.equal((await h.send('not json')).status, 400);
  assert.deepEqual(h.posted, []);
});

Deno.test('voice-call-message: more typed turns than the per-call limit are 429 with Retry-After', async () => {
  const h = harness();
  for (let i = 0; i < TYPED_TURN_LIMITS.call.max; i += 1) {
    assert.equal((await h.send({ callId: 'call-1', text: `Otázka ${i}` })).status, 202);
  }
  const refused = await h.send({ callId: 'call-1', text: 'Ešte jedna' });
  assert.equal(refused.status, 429);
  assert.equal(refused.headers.get('Retry-After'), '60');
  assert.equal(h.posted.length, TYPED_TURN_LIMITS.call.max);
});

Deno.test('voice-call-message: Vapi not taking it is 502 vapi_error, logged without the URL', async () => {
  const h = harness(404);
  const response = await h.send({ callId: 'call-1', text: 'Dobrý deň' });
  assert.equal(response.status, 502);
  assert.equal((await errorOf(response)).code, 'vapi_error');
  assert.ok(h.logger.lines.some((l) => l.includes('the control URL answered 404')));
  assert.ok(!h.logger.lines.some((l) => l.includes('control.vapi.test')));
});
