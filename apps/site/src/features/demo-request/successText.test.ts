import { describe, expect, test } from 'vitest';
import { copy } from './copy.ts';
import { diallingOf, successText } from './successText.ts';

describe('successText', () => {
  test.each([
    ['immediate', 'on', copy.successImmediate],
    ['immediate', 'off', copy.successRecorded],
    ['scheduled', 'on', copy.successScheduled],
    ['scheduled', 'off', copy.successScheduled],
  ] as const)('%s, dialling %s', (callType, dialling, text) => {
    expect(successText(callType, dialling)).toBe(text);
  });

  test('with dialling off nothing promises a call within seconds', () => {
    for (const callType of ['immediate', 'scheduled'] as const) {
      expect(successText(callType, 'off')).not.toMatch(/sekúnd|zavolá/);
    }
  });
});

describe('diallingOf (handle-demo-request answer)', () => {
  test.each([
    [{ status: 'recorded', dialling: 'off' }, 'off'],
    [{ status: 'calling', callId: 'c' }, 'on'],
    [{ dialling: 'disabled' }, 'on'],
    [null, 'on'],
    ['off', 'on'],
    [undefined, 'on'],
  ])('%j -> %s', (answer, dialling) => {
    expect(diallingOf(answer)).toBe(dialling);
  });
});
