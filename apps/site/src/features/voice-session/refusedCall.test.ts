import { createRateLimiter } from '@hlasovy-asistent/validation';
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

  test('one explanation per refusal: the limit of the browser after a busy notice shows its toast alone', async () => {
    const { session, transport, notifyError } = createTestSession({
      rateLimiter: createRateLimiter({ limit: 1, windowMs: 60_000 }),
    });
    transport.next({ kind: 'fail', error: new SiteError('voice-call-busy', 'every line busy') });
    await session.toggle();
    expect(session.getSnapshot().notice).toBe('voice-busy');
    await session.toggle(); // the browser's own limit
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.rateLimited);
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('one explanation per refusal: a busy notice takes the toast of the browser limit down', async () => {
    let allowed = false;
    const rateLimiter = {
      ...createRateLimiter({ limit: 5, windowMs: 60_000 }),
      attempt: () => ({ allowed, remaining: 0, retryAfterMs: allowed ? 0 : 1_000 }),
    };
    const dismissError = vi.fn<(message: string) => void>();
    const { session, transport, notifyError } = createTestSession({ rateLimiter, dismissError });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.rateLimited);
    expect(dismissError).not.toHaveBeenCalled();
    allowed = true;
    transport.next({
      kind: 'fail',
      error: new SiteError('voice-call-rate-limited', 'server limit'),
    });
    await session.toggle();
    expect(session.getSnapshot().notice).toBe('voice-busy');
    expect(dismissError).toHaveBeenCalledWith(VOICE_ERRORS.rateLimited);
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

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
