// What keeps a WebSocket call honest when things go wrong: a barge-in that stays one, a stalled
// uplink that drops microphone frames instead of queueing minutes of speech, a microphone that
// goes away, and an audio context the browser pauses.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_BARGE_IN, type VoiceClientError } from '../../src/index.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { createWebSocketHarness } from './harness.ts';

fakeTimersForEachTest();

const active = async () => {
  const h = createWebSocketHarness();
  const metrics: { type: string }[] = [];
  h.client.on('metrics', (event) => metrics.push(event));
  await h.startActive();
  const posted = () =>
    h.audio.last().worklet('voice-playback').port.posted as { type: string; pcm?: ArrayBuffer }[];
  const pcmPosted = () => posted().filter((m) => m.type === 'pcm').length;
  const frame = () => h.socket().receive(new ArrayBuffer(640));
  return { ...h, posted, pcmPosted, frame, metrics };
};

describe('a barge-in stays a barge-in', () => {
  const bargeIn = (h: Awaited<ReturnType<typeof active>>) => {
    h.audio.playbackStarted();
    for (let i = 0; i < DEFAULT_BARGE_IN.holdMs / 20; i += 1) h.audio.microphoneFrame(0.3);
  };

  test('after the client flushes, the rest of the interrupted turn is not played', async () => {
    const h = await active();
    h.frame();
    expect(h.pcmPosted()).toBe(1);
    bargeIn(h);
    expect(h.posted().at(-1)).toEqual({ type: 'flush' });
    // the server keeps streaming the same turn, 20 ms frames
    for (let i = 0; i < 10; i += 1) {
      await vi.advanceTimersByTimeAsync(20);
      h.frame();
    }
    expect(h.pcmPosted()).toBe(1);
  });

  test("the server's next turn (speech-update assistant started) plays again", async () => {
    const h = await active();
    bargeIn(h);
    h.frame();
    expect(h.pcmPosted()).toBe(0);
    h.socket().receive({ type: 'speech-update', role: 'assistant', status: 'started', turn: 3 });
    h.frame();
    expect(h.pcmPosted()).toBe(1);
  });

  test('without a speech-update, audio after a 400 ms pause is the next turn', async () => {
    const h = await active();
    bargeIn(h);
    h.frame();
    await vi.advanceTimersByTimeAsync(399);
    h.frame();
    expect(h.pcmPosted()).toBe(0);
    await vi.advanceTimersByTimeAsync(400);
    h.frame();
    expect(h.pcmPosted()).toBe(1);
  });

  test("the server's user-interrupted drops its in-flight audio the same way", async () => {
    const h = await active();
    h.socket().receive({ type: 'user-interrupted' });
    h.frame();
    expect(h.posted().map((m) => m.type)).toEqual(['flush']);
  });
});

describe('uplink backpressure', () => {
  test('above 200 ms of unsent audio, microphone frames are dropped and counted in metrics', async () => {
    const h = await active();
    const socket = h.socket();
    h.audio.microphoneFrame(0.1);
    expect(socket.binaries()).toHaveLength(1);
    socket.bufferedAmount = 6400; // exactly 200 ms at 16 kHz: still sent
    h.audio.microphoneFrame(0.1);
    expect(socket.binaries()).toHaveLength(2);
    socket.bufferedAmount = 4 * 1024 * 1024; // a stalled uplink
    for (let i = 0; i < 250; i += 1) h.audio.microphoneFrame(0.1);
    expect(socket.binaries()).toHaveLength(2);
    // reported every second of the stall
    const drops = () => h.metrics.filter((m) => m.type === 'uplink-dropped');
    expect(drops()).toHaveLength(5);
    expect(drops()[0]).toMatchObject({
      droppedFrames: 50,
      droppedMs: 1000,
      bufferedBytes: 4 * 1024 * 1024,
      callId: 'ws-call-1',
    });
    expect(drops().at(-1)).toMatchObject({ totalDroppedFrames: 250 });
    socket.bufferedAmount = 0;
    h.audio.microphoneFrame(0.1);
    expect(socket.binaries()).toHaveLength(3);
  });

  test('a stall shorter than a second is reported when the socket drains', async () => {
    const h = await active();
    const socket = h.socket();
    socket.bufferedAmount = 100_000;
    for (let i = 0; i < 7; i += 1) h.audio.microphoneFrame(0.1);
    socket.bufferedAmount = 0;
    h.audio.microphoneFrame(0.1);
    expect(h.metrics.at(-1)).toMatchObject({
      type: 'uplink-dropped',
      droppedFrames: 7,
      droppedMs: 140,
      totalDroppedFrames: 7,
    });
  });
});

describe('device and context loss', () => {
  test('a microphone that ends mid-call ends the call with microphone-lost', async () => {
    const h = await active();
    const track = h.mic.tracks[0];
    expect(track?.listenerCount()).toBe(1);
    track?.endFromDevice();
    await vi.advanceTimersByTimeAsync(0);
    const errors = h.named('error') as VoiceClientError[];
    expect(errors).toEqual([expect.objectContaining({ type: 'microphone-lost' })]);
    expect(h.client.getSnapshot()).toMatchObject({ status: 'error' });
    expect(h.named('call-end')).toHaveLength(1);
    expect(h.audio.openContexts()).toBe(0);
    expect(h.sockets.openCount()).toBe(0);
    expect(track?.listenerCount()).toBe(0);
  });

  test.each(['interrupted', 'suspended'] as const)(
    'an AudioContext %s mid-call blocks audio until a tap resumes it',
    async (state) => {
      const h = await active();
      h.audio.last().setState(state);
      expect(h.named('error')).toEqual([expect.objectContaining({ type: 'audio-start-failed' })]);
      expect(h.client.getSnapshot()).toMatchObject({ status: 'active', audioBlocked: true });
      await expect(h.client.resumeAudio()).resolves.toBe(true);
      expect(h.client.getSnapshot().audioBlocked).toBe(false);
      // and again later in the same call
      h.audio.last().setState(state);
      expect(h.client.getSnapshot().audioBlocked).toBe(true);
    },
  );

  describe('after a real user gesture (navigator.userActivation.hasBeenActive)', () => {
    beforeEach(() => {
      vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    test('a context still starting when the call is up is not blocked audio, and runs later', async () => {
      // Firefox on PulseAudio: the context the tap resumed runs over a second later
      const h = createWebSocketHarness({ audio: { autoplayBlocked: true } });
      await h.startActive();
      expect(h.audio.last().state).toBe('suspended');
      expect(h.named('error')).toEqual([]);
      expect(h.client.getSnapshot()).toMatchObject({ status: 'active', audioBlocked: false });
      h.audio.last().setState('running');
      expect(h.named('error')).toEqual([]);
      // a pause after it ran is the browser's again
      h.audio.last().setState('suspended');
      expect(h.named('error')).toEqual([expect.objectContaining({ type: 'audio-start-failed' })]);
      expect(h.client.getSnapshot().audioBlocked).toBe(true);
    });
  });

  test('a context that comes back by itself clears audioBlocked', async () => {
    const h = await active();
    h.audio.last().setState('interrupted');
    h.audio.last().setState('running');
    expect(h.client.getSnapshot().audioBlocked).toBe(false);
  });
});
