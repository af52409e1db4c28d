import { describe, expect, test, vi } from 'vitest';
import { DEFAULT_BARGE_IN } from '../../src/index.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { createWebSocketHarness, type WebSocketHarnessOptions } from './harness.ts';

fakeTimersForEachTest();

const active = async (options: WebSocketHarnessOptions = {}) => {
  const h = createWebSocketHarness(options);
  await h.startActive();
  const flushes = () =>
    h.audio
      .last()
      .worklet('voice-playback')
      .port.posted.filter((m) => (m as { type: string }).type === 'flush').length;
  return { ...h, flushes };
};

describe('levels', () => {
  test('the played audio level drives volume-level and speech-start/-end like Daily', async () => {
    const h = await active();
    h.audio.playbackStarted();
    h.audio.playedLevel(0.06);
    expect(h.named('volume-level').at(-1)).toBeCloseTo(0.4, 10);
    expect(h.named('speech-start')).toHaveLength(1);
    h.audio.playedLevel(0, false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.named('speech-end')).toHaveLength(1);
  });

  test('local-volume-level is the RMS of each 100 ms of microphone frames', async () => {
    const h = await active();
    const local = vi.fn();
    h.client.on('local-volume-level', local);
    for (const rms of [0.3, 0.4, 0, 0, 0]) h.audio.microphoneFrame(rms);
    expect(local).toHaveBeenCalledTimes(1);
    expect(local.mock.calls[0]?.[0]).toBeCloseTo(Math.sqrt((0.09 + 0.16) / 5), 10);
    for (let i = 0; i < 4; i += 1) h.audio.microphoneFrame(0.1);
    expect(local).toHaveBeenCalledTimes(1);
  });

  test('muted, the microphone reports 0 and sends nothing', async () => {
    const h = await active();
    const local = vi.fn();
    h.client.on('local-volume-level', local);
    h.client.setMuted(true);
    for (let i = 0; i < 5; i += 1) h.audio.microphoneFrame(0.5);
    expect(local).toHaveBeenCalledWith(0);
    expect(h.socket().binaries()).toHaveLength(0);
    expect(h.mic.tracks[0]?.enabled).toBe(false);
  });
});

describe('barge-in (the client rule)', () => {
  const hold = Math.ceil(DEFAULT_BARGE_IN.holdMs / 20);

  test(`the visitor talking over the assistant for ${DEFAULT_BARGE_IN.holdMs} ms flushes playback once`, async () => {
    const h = await active();
    h.audio.playbackStarted();
    for (let i = 0; i < hold - 1; i += 1) h.audio.microphoneFrame(DEFAULT_BARGE_IN.level);
    expect(h.flushes()).toBe(0);
    h.audio.microphoneFrame(0.2);
    expect(h.flushes()).toBe(1);
    for (let i = 0; i < hold * 3; i += 1) h.audio.microphoneFrame(0.2);
    expect(h.flushes()).toBe(1);
  });

  test('a quiet frame restarts the hold; the assistant being silent never triggers it', async () => {
    const h = await active();
    for (let i = 0; i < hold * 2; i += 1) h.audio.microphoneFrame(0.3);
    expect(h.flushes()).toBe(0);
    h.audio.playbackStarted();
    for (let i = 0; i < hold - 1; i += 1) h.audio.microphoneFrame(0.3);
    h.audio.microphoneFrame(0.001);
    for (let i = 0; i < hold - 1; i += 1) h.audio.microphoneFrame(0.3);
    expect(h.flushes()).toBe(0);
    h.audio.playedLevel(0, false);
    h.audio.microphoneFrame(0.3);
    expect(h.flushes()).toBe(0);
  });

  test('re-armed by the next assistant turn', async () => {
    const h = await active();
    for (const _turn of [1, 2]) {
      h.audio.playbackStarted();
      for (let i = 0; i < hold; i += 1) h.audio.microphoneFrame(0.3);
    }
    expect(h.flushes()).toBe(2);
  });

  test('bargeIn: false leaves it to the server', async () => {
    const h = await active({ transport: { bargeIn: false } });
    h.audio.playbackStarted();
    for (let i = 0; i < hold * 2; i += 1) h.audio.microphoneFrame(0.5);
    expect(h.flushes()).toBe(0);
  });

  test('muted visitors do not barge in', async () => {
    const h = await active();
    h.client.setMuted(true);
    h.audio.playbackStarted();
    for (let i = 0; i < hold * 2; i += 1) h.audio.microphoneFrame(0.5);
    expect(h.flushes()).toBe(0);
  });
});
