import { describe, expect, test, vi } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { createFakeVoiceClient, createTestSession } from '../../test/fakeVoiceClient.ts';
import { VOICE_ERRORS } from './index.ts';

describe('voice session', () => {
  test('idle -> connecting -> active -> ended, speech toggles speaking', async () => {
    const { session, client } = createTestSession();
    expect(session.getSnapshot().status).toBe('idle');
    const toggled = session.toggle();
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('connecting'));
    await toggled;
    // server-created calls: the browser names no assistant
    expect(client.start).toHaveBeenCalledWith({});
    client.emit('call-start');
    expect(session.getSnapshot().status).toBe('active');
    client.emit('speech-start');
    expect(session.getSnapshot().isSpeaking).toBe(true);
    client.emit('speech-end');
    expect(session.getSnapshot().isSpeaking).toBe(false);
    client.emit('speech-start');
    client.emit('message', { type: 'transcript', role: 'assistant', transcript: 'Dobrý deň' });
    expect(session.getSnapshot().transcript).toBe('Dobrý deň');
    client.emit('call-end');
    expect(session.getSnapshot()).toMatchObject({
      status: 'ended',
      isSpeaking: false,
      transcript: '',
    });
  });

  test('a click while active stops the call', async () => {
    const { session, client } = createTestSession();
    await session.toggle();
    client.emit('call-start');
    await session.toggle();
    expect(client.stop).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('ended');
  });

  test('clicks while connecting do not start a second call', async () => {
    const { session, client } = createTestSession();
    await session.toggle();
    await session.toggle();
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  test('a failing config shows the red toast once and later clicks only log', async () => {
    const { session, notifyError, logger, client } = createTestSession({
      loadConfig: async () => {
        throw new Error('500');
      },
    });
    await session.init();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.configFailed);
    expect(session.getSnapshot().configStatus).toBe('error');
    await session.toggle();
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalled();
    expect(client.start).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('idle');
  });

  test('the sixth start within a minute is refused with the rate-limit toast and logged', async () => {
    const { session, client, notifyError, securityEvents } = createTestSession();
    for (let i = 0; i < 5; i++) {
      await session.toggle();
      client.emit('call-start');
      await session.toggle();
    }
    expect(client.start).toHaveBeenCalledTimes(5);
    await session.toggle();
    expect(client.start).toHaveBeenCalledTimes(5);
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.rateLimited);
    expect(securityEvents).toEqual([
      expect.objectContaining({ kind: 'rate_limit_violation', source: 'voice_call' }),
    ]);
    expect(session.getSnapshot().status).toBe('ended');
  });

  test.each([
    ['resolves null', async () => null],
    [
      'rejects',
      async () => {
        throw new Error('boom');
      },
    ],
  ])('a start that %s shows "Failed to start voice assistant"', async (_title, start) => {
    const client = createFakeVoiceClient();
    client.start.mockImplementation(start);
    const { session, notifyError } = createTestSession({ createClient: async () => client });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(session.getSnapshot().status).toBe('idle');
  });

  test('an SDK error is logged and ends the connecting state', async () => {
    const { session, client, logger } = createTestSession();
    await session.toggle();
    client.emit('error', { type: 'daily-call-join-error' });
    expect(logger.error).toHaveBeenCalledWith('Voice assistant error', {
      type: 'daily-call-join-error',
    });
    expect(session.getSnapshot().status).toBe('idle');
  });

  test('valid messages are kept, invalid and unknown ones ignored with a warning', async () => {
    const { session, client, logger } = createTestSession();
    await session.toggle();
    client.emit('call-start');
    client.emit('message', { type: 'transcript', role: 'user', transcript: '<b>Ahoj</b>' });
    client.emit('message', { type: 'status-update', status: 'in-progress' });
    client.emit('message', { type: 'mystery' });
    client.emit('message', { transcript: 'no type' });
    client.emit('message', 'listening');
    const { messages } = session.getSnapshot();
    expect(messages.map((m) => m.type)).toEqual(['transcript', 'status-update']);
    expect(messages[0]?.transcript).not.toContain('<');
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  test('volume is read from the client only while active', async () => {
    const { session, client } = createTestSession();
    client.volume = 0.7;
    expect(session.getVolume()).toBe(0);
    await session.toggle();
    client.emit('call-start');
    expect(session.getVolume()).toBe(0.7);
  });

  test('a client that fails to load is retried on the next click', async () => {
    const client = createFakeVoiceClient();
    const createClient = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk load failed'))
      .mockResolvedValue(client);
    const { session, notifyError } = createTestSession({ createClient });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    await session.toggle();
    expect(client.start).toHaveBeenCalledTimes(1);
  });

  test('preload fetches the config, then builds and warms the client of its transport', async () => {
    const client = createFakeVoiceClient();
    const createClient = vi.fn(async () => client);
    const { session } = createTestSession({ createClient });
    session.preload();
    await vi.waitFor(() => expect(client.preload).toHaveBeenCalledTimes(1));
    expect(createClient).toHaveBeenCalledWith({ callCreation: 'server', transport: 'websocket' });
    expect(client.start).not.toHaveBeenCalled();
  });

  test('after a preload, the click starts the call synchronously (inside the user gesture)', async () => {
    const { session, client } = createTestSession();
    session.preload();
    await vi.waitFor(() => expect(client.preload).toHaveBeenCalled());
    const clicked = session.toggle();
    expect(client.start).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('connecting');
    await clicked;
  });

  test('a preload whose config fails builds nothing', async () => {
    const createClient = vi.fn(async () => createFakeVoiceClient());
    const { session, notifyError } = createTestSession({
      createClient,
      loadConfig: async () => {
        throw new Error('down');
      },
    });
    session.preload();
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.configFailed));
    expect(createClient).not.toHaveBeenCalled();
  });

  test.each([
    ['its rate limit (429)', 'voice-call-rate-limited'],
    ['every line busy (503)', 'voice-call-busy'],
  ] as const)(
    'the server refusing a call for %s: the one Slovak busy notice, no error toast',
    async (_title, code) => {
      const client = createFakeVoiceClient();
      client.start.mockRejectedValue(new SiteError(code, 'refused'));
      const { session, notifyError } = createTestSession({ createClient: async () => client });
      await session.toggle();
      expect(notifyError).not.toHaveBeenCalled();
      expect(session.getSnapshot()).toMatchObject({ status: 'idle', notice: 'voice-busy' });
      client.start.mockResolvedValue({ id: 'call-2' });
      await session.toggle();
      expect(session.getSnapshot().notice).toBeNull();
    },
  );

  test('browser-created calls (explicit backend setting) name the assistant', async () => {
    const { session, client } = createTestSession({
      loadConfig: async () => ({
        callCreation: 'browser',
        transport: 'daily',
        publicKey: 'pk',
        assistantId: 'asst-9',
      }),
    });
    await session.toggle();
    expect(client.start).toHaveBeenCalledWith({ assistantId: 'asst-9' });
  });

  test('the voice-call token is fetched ahead: when the config has loaded (idle) and on preload', async () => {
    const warm = vi.fn();
    const { session, client } = createTestSession({ warm });
    await session.init();
    expect(warm).toHaveBeenCalledTimes(1);
    session.preload();
    expect(warm).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(client.preload).toHaveBeenCalled());
  });

  test('transcripts: the line in progress, finished lines, all cleared when the call ends', async () => {
    const { session, client } = createTestSession();
    await session.toggle();
    client.emit('call-start');
    client.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'partial',
      transcript: 'Dobrý',
    });
    expect(session.getSnapshot().partials.map((l) => l.text)).toEqual(['Dobrý']);
    client.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Dobrý deň.',
    });
    const { lines, partials } = session.getSnapshot();
    expect(lines.map((l) => l.text)).toEqual(['Dobrý deň.']);
    expect(partials).toEqual([]);
    client.emit('call-end');
    expect(session.getSnapshot()).toMatchObject({ lines: [], partials: [], transcript: '' });
  });

  test('a refused microphone: the English toast and the microphone notice, cleared by the next start', async () => {
    const client = createFakeVoiceClient();
    client.start.mockImplementationOnce(async () => {
      client.emit('error', {
        type: 'start-method-error',
        stage: 'microphone-permission',
        mediaError: 'permissions',
      });
      return null;
    });
    const { session, notifyError } = createTestSession({ createClient: async () => client });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(session.getSnapshot()).toMatchObject({ status: 'idle', notice: 'microphone-denied' });
    await session.toggle();
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('a lost connection during the call ends it with the connection notice', async () => {
    const { session, client } = createTestSession();
    await session.toggle();
    client.emit('call-start');
    client.emit('error', { type: 'websocket-error' });
    client.emit('call-end');
    expect(session.getSnapshot()).toMatchObject({ status: 'ended', notice: 'connection-lost' });
    session.dismissNotice();
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('mute, blocked audio and reconnecting follow the client; changes of volume do not notify', async () => {
    const { session, client } = createTestSession();
    const notified = vi.fn();
    session.subscribe(notified);
    session.setMuted(true);
    expect(client.setMuted).not.toHaveBeenCalled();
    await session.toggle();
    client.emit('call-start');
    session.setMuted(true);
    expect(client.setMuted).toHaveBeenCalledWith(true);
    expect(session.getSnapshot().isMuted).toBe(true);
    client.setFlags({ audioBlocked: true });
    expect(session.getSnapshot().audioBlocked).toBe(true);
    await session.resumeAudio();
    expect(client.resumeAudio).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().audioBlocked).toBe(false);
    client.setFlags({ reconnecting: true });
    expect(session.getSnapshot().reconnecting).toBe(true);
    notified.mockClear();
    client.volume = 0.5;
    client.setFlags({});
    expect(notified).not.toHaveBeenCalled();
  });

  test('latency marks are handed to onMetrics', async () => {
    const onMetrics = vi.fn();
    const { session, client } = createTestSession({ onMetrics });
    await session.toggle();
    const event = {
      type: 'turn',
      callId: 'c',
      visitorStoppedMs: 1,
      assistantAudioMs: 2,
      latencyMs: 1,
    } as const;
    client.emit('metrics', event);
    expect(onMetrics).toHaveBeenCalledWith(event);
  });
});
