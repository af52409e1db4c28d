import { VoiceClientError } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { noticeForError } from './index.ts';

/** How the client reports a session the server refused: its start's error, with the cause. */
const refusedStart = (cause: unknown) =>
  new VoiceClientError('start-method-error', 'refused', {
    cause,
    stage: 'websocket-session-creation',
  });

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
    [refusedStart(new SiteError('voice-call-rate-limited', '429')), 'voice-busy'],
    [refusedStart(new SiteError('voice-call-busy', '503')), 'voice-busy'],
    [refusedStart(new SiteError('voice-call-refused', '403')), null],
    [refusedStart(new SiteError('voice-call-failed', '502')), null],
    [refusedStart(new Error('voice-call-busy')), null],
    ['boom', null],
    [null, null],
  ])('%j -> %s', (error, notice) => {
    expect(noticeForError(error)).toBe(notice);
  });
});
