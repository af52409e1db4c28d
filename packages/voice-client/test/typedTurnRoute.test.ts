// Typed turns through the app's server: a WebSocket session that answers `typedTurns: "control"`
// (the app found Vapi's socket ignores `add-message`) hands each typed turn to `sendTypedTurn`
// instead of the socket; `deliverText()` waits for it; a failed delivery is a typed
// `text-not-delivered` error and the call goes on. Without the option, or for a `socket`
// session, typed turns go on the socket.
import { expect, test, vi } from 'vitest';
import type { SendTypedTurn } from '../src/index.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';
import { TYPED_TEXT, typedTurnMessage } from './support/typedTurn.ts';
import { createWebSocketHarness, SESSION } from './websocket/harness.ts';

fakeTimersForEachTest();

const TURN = typedTurnMessage();
const CONTROL = { ...SESSION, typedTurns: 'control' as const };

function routed(sendTypedTurn: SendTypedTurn, session = CONTROL) {
  return createWebSocketHarness({
    createSession: async () => session,
    transport: { sendTypedTurn },
  });
}

test('typedTurns "control": the turn goes to sendTypedTurn with the session, not on the socket', async () => {
  const send = vi.fn<SendTypedTurn>(async () => {});
  const h = routed(send);
  await h.startActive();
  expect(await h.client.deliverText(`  ${TYPED_TEXT} `)).toBe(TYPED_TEXT);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]?.[0]).toEqual(TURN);
  expect(send.mock.calls[0]?.[1].session).toEqual(CONTROL);
  expect(send.mock.calls[0]?.[1].signal.aborted).toBe(false);
  expect(h.sentMessages()).not.toContainEqual(TURN);
  // other client messages still use the socket
  expect(h.client.say('Dobrý deň')).toBe(true);
  expect(h.sentMessages()).toContainEqual(expect.objectContaining({ type: 'say' }));
});

test('a failed delivery rejects deliverText with text-not-delivered, emitted once; the call goes on', async () => {
  const h = routed(async () => {
    throw new Error('voice-call-message answered 502');
  });
  await h.startActive();
  await expect(h.client.deliverText('Dobrý deň')).rejects.toMatchObject({
    type: 'text-not-delivered',
    message: 'voice-call-message answered 502',
  });
  expect(h.named('error')).toEqual([expect.objectContaining({ type: 'text-not-delivered' })]);
  expect(h.client.getSnapshot().status).toBe('active');
});

test('sendText on the routed channel returns at once; a failure comes as the error event', async () => {
  let fail: (reason: unknown) => void = () => {};
  const h = routed(() => new Promise<void>((_, reject) => (fail = reject)));
  await h.startActive();
  expect(h.client.sendText('Dobrý deň')).toBe('Dobrý deň');
  fail(new Error('offline'));
  await vi.waitFor(() =>
    expect(h.named('error')).toEqual([expect.objectContaining({ type: 'text-not-delivered' })]),
  );
});

test('the delivery is aborted with the call', async () => {
  let signal: AbortSignal | undefined;
  const h = routed((_turn, init) => {
    signal = init.signal;
    return new Promise<void>(() => {});
  });
  await h.startActive();
  h.client.sendText('Dobrý deň');
  await h.client.stop();
  expect(signal?.aborted).toBe(true);
});

test('typedTurns "socket" (or absent): on the socket even with sendTypedTurn', async () => {
  for (const session of [{ ...SESSION, typedTurns: 'socket' as const }, SESSION]) {
    const send = vi.fn<SendTypedTurn>(async () => {});
    const h = routed(send, session as typeof CONTROL);
    await h.startActive();
    await h.client.deliverText(TYPED_TEXT);
    expect(send).not.toHaveBeenCalled();
    expect(h.sentMessages()).toContainEqual(TURN);
    await h.client.stop();
  }
});

test('typedTurns "control" without sendTypedTurn: on the socket, with a warning', async () => {
  const h = createWebSocketHarness({ createSession: async () => CONTROL });
  await h.startActive();
  h.client.sendText(TYPED_TEXT);
  expect(h.sentMessages()).toContainEqual(TURN);
  expect(h.logger.warn).toHaveBeenCalledWith(
    expect.stringContaining('typedTurns "control" without sendTypedTurn: on the socket'),
  );
});
