// Typed turns in a live call: `sendText()` puts the visitor's text into the conversation as an
// `add-message` of role user, on Daily (an app message) and on the WebSocket transport (a text
// frame), sanitised and length-checked, with typed refusals.
import { TYPED_TURN_MAX_CHARS } from '@hlasovy-asistent/validation';
import { describe, expect, test, vi } from 'vitest';
import { VoiceClientError } from '../src/index.ts';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';
import { TYPED_TEXT, typedTurnMessage } from './support/typedTurn.ts';
import { createWebSocketHarness } from './websocket/harness.ts';

fakeTimersForEachTest();

/** Both transports behind one shape: start a live call, read what went out as JSON. */
const transports = {
  daily: async () => {
    const h = createHarness();
    return {
      h,
      start: () => h.startActive(),
      sent: () =>
        h
          .fake()
          .callsTo('sendAppMessage')
          .map(([m]) => JSON.parse(String(m))),
    };
  },
  websocket: async () => {
    const h = createWebSocketHarness();
    return {
      h,
      start: () => h.startActive(),
      sent: () => h.sentMessages(),
    };
  },
};

describe.each(Object.entries(transports))('sendText on %s', (_name, make) => {
  test('sends the typed turn as add-message of role user and returns the text sent', async () => {
    const t = await make();
    await t.start();
    expect(t.h.client.sendText(`  ${TYPED_TEXT} `)).toBe(TYPED_TEXT);
    expect(t.sent()).toContainEqual(typedTurnMessage());
  });

  test('the text is sanitised like all free text', async () => {
    const t = await make();
    await t.start();
    expect(t.h.client.sendText('Ahoj <b>svet</b>\u0007')).toBe('Ahoj bsvet/b');
    expect(t.sent()).toContainEqual(typedTurnMessage('Ahoj bsvet/b'));
  });

  test.each([
    ['text-empty', '   '],
    ['text-empty', '<>'],
    ['text-too-long', 'x'.repeat(TYPED_TURN_MAX_CHARS + 1)],
  ])('refuses with %s and sends nothing', async (type, text) => {
    const t = await make();
    await t.start();
    const before = t.sent().length;
    let thrown: unknown;
    try {
      t.h.client.sendText(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(VoiceClientError);
    expect((thrown as VoiceClientError).type).toBe(type);
    expect(t.sent()).toHaveLength(before);
  });

  test('the longest allowed text goes out whole', async () => {
    const t = await make();
    await t.start();
    const text = 'ľ'.repeat(TYPED_TURN_MAX_CHARS);
    expect(t.h.client.sendText(text)).toBe(text);
    expect(t.sent().at(-1)).toEqual(typedTurnMessage(text));
  });

  test('without a call it is not-in-call; after the call too', async () => {
    const t = await make();
    expect(() => t.h.client.sendText('Dobrý deň')).toThrow(
      expect.objectContaining({ type: 'not-in-call' }),
    );
    await t.start();
    await t.h.client.stop();
    expect(() => t.h.client.sendText('Dobrý deň')).toThrow(
      expect.objectContaining({ type: 'not-in-call' }),
    );
  });
});

test('daily: a failed app message is thrown typed and emitted once', async () => {
  const h = createHarness();
  await h.startActive();
  h.fake().sendAppMessage = () => {
    throw new Error('room gone');
  };
  expect(() => h.client.sendText('Dobrý deň')).toThrow(
    expect.objectContaining({ type: 'daily-error', message: 'room gone' }),
  );
  expect(h.named('error')).toEqual([expect.objectContaining({ type: 'daily-error' })]);
});

test('websocket: a turn typed while the socket connects is sent once it opens', async () => {
  const h = createWebSocketHarness({ sockets: { connect: 'manual' } });
  const started = h.startActive();
  await vi.waitFor(() => expect(h.sockets.sockets).toHaveLength(1));
  expect(h.client.sendText('Dobrý deň')).toBe('Dobrý deň');
  expect(h.sentMessages()).toEqual([]);
  h.socket().open();
  await started;
  expect(h.sentMessages()).toEqual([typedTurnMessage('Dobrý deň')]);
});
