import { describe, expect, test } from 'vitest';
import { noticeForError } from './index.ts';

describe('noticeForError', () => {
  test.each([
    [
      { type: 'start-method-error', stage: 'microphone-permission', mediaError: 'permissions' },
      'microphone-denied',
    ],
    [
      { type: 'start-method-error', stage: 'microphone-permission', mediaError: 'not-found' },
      'microphone-missing',
    ],
    [{ type: 'start-method-error', mediaError: 'undefined-mediadevices' }, 'microphone-missing'],
    [{ type: 'start-method-error', mediaError: 'mic-in-use' }, 'microphone-busy'],
    [{ type: 'start-method-error', stage: 'microphone-permission' }, 'microphone-busy'],
    [{ type: 'websocket-error' }, 'connection-lost'],
    [{ type: 'microphone-lost' }, 'microphone-lost'],
    [{ type: 'daily-error', fatalType: 'connection-error' }, 'connection-lost'],
    [{ type: 'start-method-error', stage: 'websocket-session-creation' }, null],
    [{ type: 'daily-call-join-error' }, null],
    ['boom', null],
    [null, null],
  ])('%j -> %s', (error, notice) => {
    expect(noticeForError(error)).toBe(notice);
  });
});
