import { describe, expect, test, vi } from 'vitest';
import type { CallStartFailedEvent, VoiceClientError } from '../../src/index.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { createWebSocketHarness, type WebSocketHarnessOptions } from './harness.ts';

fakeTimersForEachTest();

const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });

const CASES: [string, WebSocketHarnessOptions, string, string][] = [
  [
    'microphone denied',
    {
      transport: {
        getUserMedia: async () => {
          throw denied;
        },
      },
    },
    'microphone-permission',
    'start-method-error',
  ],
  [
    'the microphone gives no audio track',
    {
      transport: {
        getUserMedia: async () =>
          ({ getAudioTracks: () => [], getTracks: () => [] }) as unknown as MediaStream,
      },
    },
    'microphone-permission',
    'start-method-error',
  ],
  [
    'createSession rejects (e.g. the rate limit of voice-call)',
    {
      createSession: async () => {
        throw new Error('HTTP 429');
      },
    },
    'websocket-session-creation',
    'start-method-error',
  ],
  [
    'createSession answers without a socket URL',
    { createSession: async () => ({ callId: 'c', websocketCallUrl: '' }) },
    'websocket-session-creation',
    'start-method-error',
  ],
  [
    'createSession answers an http:// URL',
    { createSession: async () => ({ callId: 'c', websocketCallUrl: 'https://x/y' }) },
    'websocket-session-creation',
    'start-method-error',
  ],
  [
    'a worklet module cannot be loaded (CSP, 404)',
    { audio: { addModule: new Error('AbortError: Unable to load a worklet module') } },
    'audio-worklet-setup',
    'audio-worklet-setup-error',
  ],
  [
    'no Web Audio',
    {
      transport: {
        createAudioContext: () => {
          throw new ReferenceError('AudioContext is not defined');
        },
      },
    },
    'audio-worklet-setup',
    'audio-worklet-setup-error',
  ],
  [
    'the socket is refused',
    { sockets: { connect: 'refuse' } },
    'websocket-connect',
    'websocket-connect-error',
  ],
];

describe('a failed start: call-start-failed + one error with the stage, null, released', () => {
  test.each(CASES)('%s', async (_title, options, stage, type) => {
    const h = createWebSocketHarness(options);
    await expect(h.client.start('a-1')).resolves.toBeNull();
    expect(h.named('call-start-failed') as CallStartFailedEvent[]).toEqual([
      expect.objectContaining({ stage, errorType: type, error: expect.any(String) }),
    ]);
    const errors = h.named('error') as VoiceClientError[];
    expect(errors).toEqual([expect.objectContaining({ type, stage })]);
    expect(h.names()).not.toContain('call-end');
    expect(h.client.getSnapshot()).toMatchObject({ status: 'error', error: errors[0] });
    await vi.runAllTimersAsync();
    expect(h.mic.liveTracks()).toBe(0);
    expect(h.audio.openContexts()).toBe(0);
    expect(h.audio.connectedNodes()).toBe(0);
    expect(h.sockets.openCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a denied microphone keeps the NotAllowedError as cause and creates no session', async () => {
    const h = createWebSocketHarness({
      transport: {
        getUserMedia: async () => {
          throw denied;
        },
      },
    });
    await h.client.start('a-1');
    expect(h.client.getSnapshot().error?.cause).toBe(denied);
    expect(h.createSession).not.toHaveBeenCalled();
  });

  test('stop() aborts the pending createSession through its signal', async () => {
    let signal: AbortSignal | undefined;
    const h = createWebSocketHarness({
      createSession: (_request, init) => {
        signal = init.signal;
        return new Promise(() => {});
      },
    });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(false);
    await h.client.stop();
    await expect(started).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  test('a socket still connecting when stop() comes is closed', async () => {
    const h = createWebSocketHarness({ sockets: { connect: 'manual' } });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.socket().readyState).toBe(0);
    await h.client.stop();
    await started;
    await vi.runAllTimersAsync();
    expect(h.socket().readyState).toBe(3);
    expect(h.socket().texts()).toEqual([]);
  });

  test('createWebSocketTransport needs createSession and a sane sample rate', async () => {
    const { createWebSocketTransport } = await import('../../src/index.ts');
    expect(() => createWebSocketTransport({} as never)).toThrow(/createSession/);
    expect(() =>
      createWebSocketTransport({ createSession: async () => ({}) as never, sampleRate: 1 }),
    ).toThrow(/sampleRate/);
  });
});
