import { describe, expect, test, vi } from 'vitest';
import { MICROPHONE_CONSTRAINTS } from '../../src/index.ts';
import { createFakeMicrophone } from '../../src/testing/index.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { createWebSocketHarness, SESSION } from './harness.ts';

fakeTimersForEachTest();

const pcm = (bytes: number) => new Uint8Array(bytes).fill(1).buffer;

describe('starting a WebSocket call', () => {
  test('session, worklets, socket open = call-start; start() resolves the session', async () => {
    const h = createWebSocketHarness();
    await expect(h.startActive()).resolves.toEqual(SESSION);
    expect(h.createSession).toHaveBeenCalledWith(
      { assistantId: 'assistant-1' },
      { signal: expect.any(AbortSignal) },
    );
    expect(h.socket().url).toBe(SESSION.websocketCallUrl);
    expect(h.socket().binaryType).toBe('arraybuffer');
    expect(h.audio.last().modules).toEqual(['/capture.js', '/playback.js']);
    expect(h.names()).toEqual(['call-start', 'call-start-success']);
    expect(h.client.getSnapshot()).toMatchObject({ status: 'active', callId: 'ws-call-1' });
  });

  test('progress per stage, in order', async () => {
    const h = createWebSocketHarness();
    await h.startActive();
    expect(h.progress()).toEqual([
      'initialization:started',
      'microphone-permission:started',
      'microphone-permission:completed',
      'websocket-session-creation:started',
      'websocket-session-creation:completed',
      // the socket opens before the graph is wired (the hub keeps early audio)
      'websocket-connect:started',
      'websocket-connect:completed',
      'audio-worklet-setup:started',
      'audio-worklet-setup:completed',
    ]);
  });

  test('microphone and audio context are requested synchronously inside start() (user gesture)', async () => {
    const h = createWebSocketHarness();
    const started = h.client.start('a-1');
    expect(h.mic.tracks).toHaveLength(1);
    expect(h.audio.contexts).toHaveLength(1);
    expect(h.audio.last().resumeCalls).toBe(1);
    expect(h.createSession).not.toHaveBeenCalled();
    await started;
  });

  test('echo cancellation, noise suppression and auto gain are asked for', async () => {
    const getUserMedia = vi.fn(createFakeMicrophone().getUserMedia);
    const h = createWebSocketHarness({ transport: { getUserMedia } });
    await h.startActive();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: MICROPHONE_CONSTRAINTS });
    expect(MICROPHONE_CONSTRAINTS).toMatchObject({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  test('worklets: capture at the call rate in 20 ms frames, playback with the jitter target', async () => {
    const h = createWebSocketHarness({ transport: { jitterBufferMs: 40 } });
    await h.startActive();
    const capture = h.audio.last().worklet('voice-capture');
    const playback = h.audio.last().worklet('voice-playback');
    expect(capture.options).toMatchObject({
      numberOfInputs: 1,
      numberOfOutputs: 0,
      processorOptions: { targetRate: 16000, frameSamples: 320 },
    });
    expect(playback.options).toMatchObject({
      numberOfInputs: 0,
      numberOfOutputs: 1,
      processorOptions: { sourceRate: 16000, targetMs: 40 },
    });
    const connected = h.audio
      .last()
      .nodes.filter((n) => n.connected)
      .map((n) => n.kind);
    expect(connected).toEqual(['microphone', 'voice-playback', 'gain']);
  });

  test('the volume chosen before the call applies to its playback', async () => {
    const h = createWebSocketHarness();
    h.client.setVolume(0.3);
    await h.startActive();
    const gain = h.audio.last().nodes.find((n) => n.kind === 'gain') as unknown as {
      gain: { value: number };
    };
    expect(gain.gain.value).toBe(0.3);
    h.client.setVolume(2);
    expect(gain.gain.value).toBe(1);
  });
});

describe('audio frames', () => {
  test('microphone frames go out as binary frames once the socket is open', async () => {
    const h = createWebSocketHarness({ sockets: { connect: 'manual' } });
    const started = h.client.start('a-1');
    await vi.advanceTimersByTimeAsync(0);
    h.audio.microphoneFrame(0.1);
    h.socket().open();
    await started;
    h.audio.microphoneFrame(0.1);
    h.audio.microphoneFrame(0.1);
    expect(
      h
        .socket()
        .binaries()
        .map((b) => b.byteLength),
    ).toEqual([640, 640]);
  });

  test('assistant PCM goes to the playback worklet; odd-sized and empty frames are dropped', async () => {
    const h = createWebSocketHarness();
    await h.startActive();
    const port = h.audio.last().worklet('voice-playback').port;
    h.socket().receive(pcm(640));
    h.socket().receive(pcm(333));
    h.socket().receive(pcm(0));
    h.socket().receive(pcm(32000));
    expect(port.posted.map((m) => (m as { pcm: ArrayBuffer }).pcm.byteLength)).toEqual([
      640, 32000,
    ]);
    expect(h.logger.warn).toHaveBeenCalledWith(expect.stringContaining('odd-sized audio frame'));
  });

  test('user-interrupted flushes the playback buffer at once', async () => {
    const h = createWebSocketHarness();
    await h.startActive();
    h.socket().receive(pcm(640));
    h.socket().receive({ type: 'user-interrupted' });
    expect(h.audio.last().worklet('voice-playback').port.posted.at(-1)).toEqual({ type: 'flush' });
    expect(h.named('message')).toEqual([{ type: 'user-interrupted' }]);
    expect(h.logger.warn).not.toHaveBeenCalledWith(expect.stringContaining('unknown message'));
  });
});

describe('ending', () => {
  test.each([
    ['stop()', (h: ReturnType<typeof createWebSocketHarness>) => h.client.stop()],
    ['end()', (h: ReturnType<typeof createWebSocketHarness>) => h.client.end()],
  ])('%s sends {"type":"hangup"} then closes with 1000', async (_name, act) => {
    const h = createWebSocketHarness();
    await h.startActive();
    const socket = h.socket();
    await act(h);
    expect(socket.texts()).toEqual([{ type: 'hangup' }]);
    expect(socket.clientClose).toEqual({ code: 1000, reason: 'client ended the call' });
    expect(socket.readyState).toBe(3);
  });

  test('an ended status ends the call once, without a hang-up from the client', async () => {
    const h = createWebSocketHarness();
    await h.startActive();
    h.socket().receive({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    await vi.runAllTimersAsync();
    expect(h.names().slice(-2)).toEqual(['message', 'call-end']);
    expect(h.socket().texts()).toEqual([]);
    expect(h.client.getSnapshot().status).toBe('ended');
  });

  test('a lost connection is a websocket-error with the close code; the call does not come back', async () => {
    const h = createWebSocketHarness();
    await h.startActive();
    h.socket().serverClose(1011, 'server error');
    await vi.runAllTimersAsync();
    expect(h.client.getSnapshot()).toMatchObject({ status: 'error' });
    expect(h.client.getSnapshot().error).toMatchObject({
      type: 'websocket-error',
      message: 'The voice connection was lost (close code 1011)',
      cause: { code: 1011, reason: 'server error' },
    });
    expect(h.sockets.sockets).toHaveLength(1);
  });

  test('reconnect() is refused with reconnect-error', async () => {
    const h = createWebSocketHarness();
    const session = await h.startActive();
    await h.client.stop();
    if (!session) throw new Error('expected a session');
    await expect(h.client.reconnect(session)).rejects.toMatchObject({ type: 'reconnect-error' });
    expect(h.sockets.sockets).toHaveLength(1);
  });
});
