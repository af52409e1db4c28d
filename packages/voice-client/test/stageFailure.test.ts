import { describe, expect, test } from 'vitest';
import { stageFailure } from '../src/core/stageFailure.ts';
import { VoiceClientError } from '../src/index.ts';
import { fatalError } from '../src/transports/daily/attachCallHandlers.ts';

// The official client's serializeError(error).message (node_modules/@vapi-ai/web/dist/vapi.js),
// but for what has no message at all: the text errorMessage finds, as the other events report it.
describe("a failed stage's metadata.error, as the official client reports it", () => {
  test.each([
    ['an Error', new Error('boom'), 'boom'],
    ['a string', 'refused', 'refused'],
    ['null', null, 'Unknown error'],
    ['an object with a message', { message: 'm', error: { type: 'x' } }, 'm'],
    [
      "Daily's rejection",
      { errorMsg: 'no room', error: { type: 'no-room', msg: 'gone' } },
      { type: 'no-room', msg: 'gone' },
    ],
    ['an object with a msg only', { msg: 'gone' }, 'gone'],
    ['another object', { code: 7 }, 'Unknown error'],
  ])('%s', (_title, failure, expected) => {
    expect(stageFailure(failure)).toEqual(expected);
  });

  test("a fatal Daily error that failed the stage from elsewhere reports Daily's error object", () => {
    const event = { action: 'error', errorMsg: 'no room', error: { type: 'no-room', msg: 'gone' } };
    expect(stageFailure(fatalError(event))).toEqual({ type: 'no-room', msg: 'gone' });
  });

  test('any other typed error reports its message', () => {
    const error = new VoiceClientError('websocket-error', 'socket closed', {
      cause: { code: 1006 },
    });
    expect(stageFailure(error)).toBe('socket closed');
  });
});
