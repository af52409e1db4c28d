import { VoiceClientError } from '@hlasovy-asistent/voice-client';
import { describe, expect, test, vi } from 'vitest';
import { createTestClient, createTestSession, phaseOf } from '../../test/testVoiceSession.ts';
import { VOICE_ERRORS } from './index.ts';

describe('voice session', () => {
  test('idle -> connecting -> listening -> speaking -> idle, the call read from the client', async () => {
    const { session, transport } = createTestSession();
    expect(phaseOf(session)).toBe('idle');
    expect(session.call.getSnapshot().status).toBe('idle');
    const toggled = session.toggle();
    await vi.waitFor(() => expect(phaseOf(session)).toBe('connecting'));
    await toggled;
    // server-created calls: the browser names no assistant
    expect(transport.sources).toEqual([{ request: {} }]);
    expect(phaseOf(session)).toBe('connecting');
    transport.listening();
    expect(session.call.getSnapshot().status).toBe('active');
    // the call opens with the assistant's greeting: it has the turn before its first audio
    expect(phaseOf(session)).toBe('speaking');
    transport.message({ type: 'speech-update', role: 'assistant', status: 'started', turn: 0 });
    transport.remoteLevel(0.1);
    expect(session.call.getSnapshot().isSpeaking).toBe(true);
    expect(phaseOf(session)).toBe('speaking');
    transport.message({ type: 'transcript', role: 'assistant', transcript: 'Dobrý deň' });
    expect(session.getSnapshot().transcript).toBe('Dobrý deň');
    transport.message({ type: 'speech-update', role: 'assistant', status: 'stopped', turn: 0 });
    // the audio's own end (a second without levels) ends the speech the detector heard
    await vi.waitFor(() => expect(session.call.getSnapshot().isSpeaking).toBe(false), {
      timeout: 5_000,
    });
    expect(phaseOf(session)).toBe('listening');
    // the visitor's turn, then the assistant's next line: speaking again from its start
    transport.message({ type: 'speech-update', role: 'user', status: 'started', turn: 1 });
    expect(phaseOf(session)).toBe('listening');
    transport.message({ type: 'speech-update', role: 'assistant', status: 'started', turn: 2 });
    expect(phaseOf(session)).toBe('speaking');
    transport.ended();
    await vi.waitFor(() => expect(session.call.getSnapshot().status).toBe('ended'));
    expect(phaseOf(session)).toBe('idle');
    expect(session.call.getSnapshot().isSpeaking).toBe(false);
    expect(session.getSnapshot().transcript).toBe('');
  });

  test('a click during the call stops it', async () => {
    const { session, transport, client } = createTestSession();
    const stop = vi.spyOn(client, 'stop');
    await session.toggle();
    transport.listening();
    await session.toggle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(session.call.getSnapshot().status).toBe('ended');
    expect(phaseOf(session)).toBe('idle');
  });

  test('clicks while connecting do not start a second call', async () => {
    const { session, transport } = createTestSession();
    await session.toggle();
    await session.toggle();
    expect(transport.sources).toHaveLength(1);
  });

  test('a failing config shows the red toast once and later clicks only log', async () => {
    const { session, notifyError, logger, transport } = createTestSession({
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
    expect(transport.sources).toHaveLength(0);
    expect(phaseOf(session)).toBe('idle');
  });

  test("guards whose code fails to load are the config's failure: the toast, no call", async () => {
    const { session, notifyError, transport } = createTestSession({
      loadGuards: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.configFailed);
    expect(session.getSnapshot().configStatus).toBe('error');
    expect(transport.sources).toHaveLength(0);
    expect(phaseOf(session)).toBe('idle');
  });

  test('the sixth start within a minute is refused with the rate-limit toast and logged', async () => {
    const { session, transport, notifyError, securityEvents } = createTestSession();
    for (let i = 0; i < 5; i++) {
      await session.toggle();
      transport.listening();
      await session.toggle();
    }
    expect(transport.sources).toHaveLength(5);
    await session.toggle();
    expect(transport.sources).toHaveLength(5);
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.rateLimited);
    expect(securityEvents).toEqual([
      expect.objectContaining({ kind: 'rate_limit_violation', source: 'voice_call' }),
    ]);
    expect(phaseOf(session)).toBe('idle');
  });

  test('a start that fails shows "Failed to start voice assistant" and leaves the call idle', async () => {
    const { session, transport, notifyError, logger } = createTestSession();
    const failure = new Error('boom');
    transport.next({ kind: 'fail', error: failure });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(logger.error).toHaveBeenCalledWith(
      'Voice assistant error',
      expect.objectContaining({ type: 'start-method-error', cause: failure }),
    );
    expect(session.call.getSnapshot().error?.cause).toBe(failure);
    expect(phaseOf(session)).toBe('idle');
    expect(session.getSnapshot().notice).toBeNull();
  });

  test('a start the client rejects (its own checks) shows the same toast', async () => {
    const { client } = createTestClient();
    vi.spyOn(client, 'start').mockRejectedValue(new VoiceClientError('validation-error', 'no'));
    const { session, notifyError } = createTestSession({ createClient: async () => client });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(phaseOf(session)).toBe('idle');
  });

  test('an error of the transport while connecting is logged and ends the connecting phase', async () => {
    const { session, transport, logger } = createTestSession();
    transport.next({ kind: 'hang' });
    const toggled = session.toggle();
    await vi.waitFor(() => expect(transport.link).not.toBeNull());
    const error = new VoiceClientError('daily-call-join-error', 'join failed');
    transport.ended(error);
    await toggled;
    expect(logger.error).toHaveBeenCalledWith(
      'Voice assistant error',
      expect.objectContaining({ type: 'daily-call-join-error', message: 'join failed' }),
    );
    expect(phaseOf(session)).toBe('idle');
  });

  test('the messages the client checked are kept, sanitised; unknown types are not', async () => {
    const { session, transport, logger } = createTestSession();
    await session.toggle();
    transport.listening();
    transport.message({ type: 'transcript', role: 'user', transcript: '<b>Ahoj</b>' });
    transport.message({ type: 'status-update', status: 'in-progress' });
    transport.message({ type: 'mystery' });
    // not even a message: the client drops it before the site sees it
    transport.message({ transcript: 'no type' });
    const { messages } = session.getSnapshot();
    expect(messages.map((m) => m.type)).toEqual(['transcript', 'status-update']);
    expect(messages[0]?.transcript).not.toContain('<');
    // the client warned about the unknown type; the site does not check the messages again
    expect(logger.warn).not.toHaveBeenCalledWith(
      expect.stringContaining('Ignoring'),
      expect.anything(),
    );
  });

  test("volume is the client's snapshot, read only while active", async () => {
    const { session, transport } = createTestSession();
    expect(session.getVolume()).toBe(0);
    await session.toggle();
    transport.remoteLevel(0.075);
    expect(session.getVolume()).toBe(0);
    transport.listening();
    transport.remoteLevel(0.075);
    expect(session.getVolume()).toBe(0.5);
  });

  test('a client that fails to load is retried on the next click', async () => {
    const { client, transport } = createTestClient();
    const createClient = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk load failed'))
      .mockResolvedValue(client);
    const { session, notifyError } = createTestSession({ createClient });
    await session.toggle();
    expect(notifyError).toHaveBeenCalledWith(VOICE_ERRORS.startFailed);
    expect(phaseOf(session)).toBe('idle');
    await session.toggle();
    expect(transport.sources).toHaveLength(1);
  });

  test('preload fetches the config, then builds and warms the client of its transport', async () => {
    const { client, transport } = createTestClient();
    const createClient = vi.fn(async () => client);
    const { session } = createTestSession({ createClient });
    session.preload();
    await vi.waitFor(() => expect(transport.preloads).toBe(1));
    expect(createClient).toHaveBeenCalledWith({ callCreation: 'server', transport: 'websocket' });
    expect(transport.sources).toHaveLength(0);
  });

  test('after a preload, the click starts the call synchronously (inside the user gesture)', async () => {
    const { session, transport, client } = createTestSession();
    session.preload();
    await vi.waitFor(() => expect(transport.preloads).toBe(1));
    const clicked = session.toggle();
    expect(client.getSnapshot().status).toBe('connecting');
    expect(transport.sources).toHaveLength(1);
    expect(phaseOf(session)).toBe('connecting');
    await clicked;
  });

  test('a preload whose config fails builds nothing', async () => {
    const createClient = vi.fn(async () => createTestClient().client);
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

  test('browser-created calls (explicit backend setting) name the assistant', async () => {
    const { session, transport } = createTestSession({
      loadConfig: async () => ({
        callCreation: 'browser',
        transport: 'daily',
        publicKey: 'pk',
        assistantId: 'asst-9',
      }),
    });
    await session.toggle();
    expect(transport.sources).toEqual([{ request: { assistantId: 'asst-9' } }]);
  });

  test('the voice-call token is fetched ahead: when the config has loaded (idle) and on preload', async () => {
    const warm = vi.fn();
    const { session, transport } = createTestSession({ warm });
    await session.init();
    expect(warm).toHaveBeenCalledTimes(1);
    session.preload();
    expect(warm).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(transport.preloads).toBe(1));
  });

  test("prefetch (idle): the config, the transport's client and, on WebSocket, its preload", async () => {
    const { client, transport } = createTestClient();
    const createClient = vi.fn(async () => client);
    const { session } = createTestSession({ createClient });
    session.prefetch();
    session.prefetch(); // idle and a first touch: one of each
    await vi.waitFor(() => expect(transport.preloads).toBe(2));
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith({ callCreation: 'server', transport: 'websocket' });
    expect(transport.sources).toHaveLength(0);
    // the tap then starts at once, inside its user gesture
    const tapped = session.toggle();
    expect(transport.sources).toHaveLength(1);
    await tapped;
  });

  test('prefetch takes its steps in separate tasks: the config, then the client, then its preload', async () => {
    const { client, transport } = createTestClient();
    const createClient = vi.fn(async () => client);
    const tasks: (() => void)[] = [];
    const nextTask = () => new Promise<void>((resolve) => tasks.push(resolve));
    const { session } = createTestSession({ createClient, nextTask });
    session.prefetch();
    await vi.waitFor(() => expect(tasks).toHaveLength(1));
    expect(session.getSnapshot().configStatus).toBe('ready');
    expect(createClient).not.toHaveBeenCalled();
    tasks[0]?.();
    await vi.waitFor(() => expect(tasks).toHaveLength(2));
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(transport.preloads).toBe(0);
    tasks[1]?.();
    await vi.waitFor(() => expect(transport.preloads).toBe(1));
  });

  test("prefetch on Daily builds the client but leaves daily-js (its preload) to the visitor's intent", async () => {
    const { client, transport } = createTestClient();
    const createClient = vi.fn(async () => client);
    const { session } = createTestSession({
      createClient,
      loadConfig: async () => ({ callCreation: 'server', transport: 'daily' }),
    });
    session.prefetch();
    await vi.waitFor(() => expect(createClient).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(transport.preloads).toBe(0);
    session.preload();
    await vi.waitFor(() => expect(transport.preloads).toBe(1));
  });

  test("the next call's token is fetched after a call ends or a start fails, not during a setup", async () => {
    const warm = vi.fn();
    const { session, transport } = createTestSession({ warm });
    await session.init();
    expect(warm).toHaveBeenCalledTimes(1);
    await session.toggle();
    transport.listening();
    expect(warm).toHaveBeenCalledTimes(1);
    transport.ended();
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(2));
    transport.next({ kind: 'fail', error: new Error('socket refused') });
    await session.toggle();
    expect(warm).toHaveBeenCalledTimes(3);
  });

  test('latency marks are handed to onMetrics', async () => {
    const onMetrics = vi.fn();
    const { session, transport } = createTestSession({ onMetrics });
    await session.toggle();
    transport.listening();
    transport.remoteLevel(0.1);
    expect(onMetrics).toHaveBeenCalledWith(expect.objectContaining({ type: 'call-start' }));
  });
});
