import { VoiceClientError } from '@hlasovy-asistent/voice-client';
import { describe, expect, test, vi } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { createTestSession, phaseOf } from '../../test/testVoiceSession.ts';
import { VOICE_ERRORS } from './index.ts';

describe('a call that could not start, and a call that broke', () => {
  test.each([
    ['its rate limit (429)', 'voice-call-rate-limited'],
    ['every line busy (503)', 'voice-call-busy'],
  ] as const)(
    'the server refusing a call for %s: the one Slovak busy notice, no error toast',
    async (_title, code) => {
      const { session, client, transport, notifyError, logger } = createTestSession();
      const errors = vi.fn();
      client.on('error', errors);
      const refusal = new SiteError(code, 'refused');
      // the refusal reaches the session only as the client's error (event and snapshot)
      transport.next({ kind: 'fail', error: refusal });
      await session.toggle();
      expect(errors).toHaveBeenCalledTimes(1);
      expect(errors.mock.calls[0]?.[0]).toMatchObject({
        type: 'start-method-error',
        cause: refusal,
      });
      expect(notifyError).not.toHaveBeenCalled();
      expect(logger.error).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalledWith('The server refused a voice call', code);
      expect(session.getSnapshot().notice).toBe('voice-busy');
      expect(phaseOf(session)).toBe('idle');
      await session.toggle();
      expect(session.getSnapshot().notice).toBeNull();
      expect(transport.sources).toHaveLength(2);
    },
  );

  test('a 403 that stays refused is no busy line: the generic toast', async () => {
    const { session, transport, notifyError } = createTestSession();
    transport.next({ kind: 'fail', error: new SiteError('voice-call-refused', 'token refused') });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('a refused microphone: the English toast and the microphone notice, cleared by the next start', async () => {
    const { session, transport, notifyError } = createTestSession();
    transport.next({
      kind: 'fail',
      error: new VoiceClientError('start-method-error', 'Permission denied', {
        stage: 'microphone-permission',
        mediaError: 'permissions',
      }),
    });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(session.getSnapshot().notice).toBe('microphone-denied');
    expect(phaseOf(session)).toBe('idle');
    await session.toggle();
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('a lost connection during the call ends it with the connection notice', async () => {
    const { session, transport } = createTestSession();
    await session.toggle();
    transport.listening();
    transport.ended(new VoiceClientError('websocket-error', 'the socket closed'));
    await vi.waitFor(() => expect(session.getSnapshot().endedCall).not.toBeNull());
    expect(session.getSnapshot().notice).toBe('connection-lost');
    expect(phaseOf(session)).toBe('idle');
    session.dismissNotice();
    expect(session.getSnapshot().notice).toBeNull();
  });
});
