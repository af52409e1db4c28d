import { describe, expect, test } from 'vitest';
import { canTransition } from '../src/core/state.ts';
import { type CallStatus, INITIAL_SNAPSHOT } from '../src/index.ts';

const ALLOWED: [CallStatus, CallStatus][] = [
  ['idle', 'starting'],
  ['starting', 'connecting'],
  ['starting', 'ending'],
  ['starting', 'error'],
  ['connecting', 'active'],
  ['connecting', 'ending'],
  ['connecting', 'error'],
  ['active', 'ending'],
  ['active', 'error'],
  ['ending', 'ended'],
  ['ended', 'starting'],
  ['error', 'starting'],
];
const STATUSES: CallStatus[] = [
  'idle',
  'starting',
  'connecting',
  'active',
  'ending',
  'ended',
  'error',
];
const ALL = STATUSES.flatMap((from) =>
  STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('state machine', () => {
  test.each(ALL)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canTransition(from, to)).toBe(allowed);
  });

  test('initial snapshot', () => {
    expect(INITIAL_SNAPSHOT).toEqual({
      status: 'idle',
      isSpeaking: false,
      volume: 0,
      isMuted: false,
      error: null,
      callId: null,
      audioBlocked: false,
      reconnecting: false,
    });
    expect(Object.isFrozen(INITIAL_SNAPSHOT)).toBe(true);
  });
});
