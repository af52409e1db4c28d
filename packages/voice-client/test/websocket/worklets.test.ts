// The two worklet files, run in a Node `vm` context that plays AudioWorkletGlobalScope
// (sampleRate, registerProcessor, AudioWorkletProcessor): the files are loaded as they are
// served to browsers. Chromium runs them for real in playwright/.
import { describe, expect, test } from 'vitest';
import { BLOCK, loadWorklet as load, rms } from './loadWorklet.ts';

describe('capture-processor.js (microphone -> 20 ms PCM frames)', () => {
  const capture = (rate: number, signal: (i: number) => number, seconds = 1) => {
    const w = load('capture-processor.js', 'voice-capture', rate, {
      targetRate: 16000,
      frameSamples: 320,
    });
    const blocks = Math.floor((rate * seconds) / BLOCK);
    for (let b = 0; b < blocks; b += 1) {
      const block = Float32Array.from({ length: BLOCK }, (_, k) => signal(b * BLOCK + k));
      expect(w.processor.process([[block]], [])).toBe(true);
    }
    const frames = w.posted.map((p) => p.data as { pcm: ArrayBuffer; rms: number });
    return { ...w, frames };
  };

  test.each([48000, 44100])(
    '%i Hz input: 50 frames of 640 bytes a second, transferred, RMS kept',
    (rate) => {
      const { frames, posted } = capture(
        rate,
        (i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / rate),
      );
      expect(frames.length).toBeGreaterThanOrEqual(49);
      expect(frames.length).toBeLessThanOrEqual(50);
      expect(frames.every((f) => f.pcm.byteLength === 640)).toBe(true);
      expect(posted[0]?.transfer).toEqual([frames[0]?.pcm]);
      const steady = frames.slice(5);
      for (const frame of steady) expect(frame.rms).toBeCloseTo(0.5 / Math.SQRT2, 1);
      const samples = new Int16Array(steady[0]?.pcm ?? new ArrayBuffer(0));
      expect(rms(samples) / 32768).toBeCloseTo(0.5 / Math.SQRT2, 1);
    },
  );

  const levelOf = (rate: number, hz: number) => {
    const { frames } = capture(rate, (i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));
    return rms(frames.slice(5).map((f) => f.rms));
  };

  test.each([48000, 44100])(
    '%i Hz input: tones above 8 kHz (which would fold into the call band) are 40 dB down or more',
    (rate) => {
      const reference = levelOf(rate, 1000);
      for (const hz of [8500, 9000, 10000, 12000, 15000, 20000]) {
        const rejectionDb = 20 * Math.log10(reference / Math.max(1e-9, levelOf(rate, hz)));
        expect(rejectionDb, `${hz} Hz`).toBeGreaterThanOrEqual(40);
      }
      // speech frequencies pass: 6 kHz within 1 dB
      expect(Math.abs(20 * Math.log10(levelOf(rate, 6000) / reference))).toBeLessThan(1);
    },
  );

  test('at 16 kHz the samples pass unchanged as 16-bit little-endian PCM', () => {
    const { frames } = capture(16000, (i) => ((i % 200) - 100) / 200, 0.1);
    const samples = new Int16Array(frames[0]?.pcm ?? new ArrayBuffer(0));
    const bytes = new DataView(frames[0]?.pcm ?? new ArrayBuffer(0));
    // sample 0 is the interpolation seed (0); then the input, one block late by one sample
    expect(samples[1]).toBe(Math.round(-0.5 * 0x8000));
    expect(bytes.getInt16(2, true)).toBe(samples[1]);
    expect(samples[101]).toBe(0);
  });

  test('close ends the processor', () => {
    const w = load('capture-processor.js', 'voice-capture', 48000, { targetRate: 16000 });
    w.send({ type: 'close' });
    expect(w.processor.process([[new Float32Array(BLOCK)]], [])).toBe(false);
  });
});

describe('playback-processor.js (PCM -> jitter buffer -> speakers)', () => {
  const RATE = 48000;
  const playback = (targetMs = 60) => {
    const w = load('playback-processor.js', 'voice-playback', RATE, {
      sourceRate: 16000,
      targetMs,
    });
    const out: number[] = [];
    const render = (blocks: number) => {
      for (let b = 0; b < blocks; b += 1) {
        const channel = new Float32Array(BLOCK);
        expect(w.processor.process([], [[channel]])).toBe(true);
        out.push(...channel);
      }
    };
    const push = (ms: number, value = 0.5) => {
      const pcm = new Int16Array((16000 * ms) / 1000).fill(Math.round(value * 32768));
      w.send({ type: 'pcm', pcm: pcm.buffer });
    };
    return { ...w, out, render, push };
  };
  const firstSound = (out: number[]) => out.findIndex((v) => v !== 0);

  test('waits for 60 ms of audio, then plays it at the device rate', () => {
    const p = playback(60);
    p.push(20);
    p.push(20);
    p.render(10);
    expect(firstSound(p.out)).toBe(-1);
    p.push(20);
    p.render(30);
    // the first output sample interpolates from silence (0) to the first PCM sample
    expect(firstSound(p.out) - 10 * BLOCK).toBeLessThanOrEqual(1);
    expect(firstSound(p.out)).toBeGreaterThanOrEqual(10 * BLOCK);
    expect(p.of('started')).toHaveLength(1);
    const played = p.out.filter((v) => v !== 0);
    expect(played.length).toBeGreaterThanOrEqual(60 * 48 - 3);
    expect(played.length).toBeLessThanOrEqual(60 * 48 + 3);
    expect(Math.max(...played)).toBeCloseTo(0.5, 3);
  });

  test('a short tail below the target still plays once nothing more arrives for 60 ms', () => {
    const p = playback(60);
    p.push(20);
    p.render(Math.ceil((60 * 48) / BLOCK) + 1);
    expect(firstSound(p.out)).toBeGreaterThan(0);
    p.render(10);
    expect(p.out.filter((v) => v !== 0).length).toBeGreaterThanOrEqual(20 * 48 - 4);
  });

  test('flush fades the playing audio out within 4 ms and empties the queue', () => {
    const p = playback(60);
    p.push(1000);
    p.render(2);
    expect(p.out.at(-1)).not.toBe(0);
    p.send({ type: 'flush' });
    p.render(4);
    const after = p.out.slice(2 * BLOCK);
    expect(after.slice(4 * 48).every((v) => v === 0)).toBe(true);
    expect(Math.abs(after[0] ?? 1)).toBeLessThanOrEqual(0.5);
    for (let k = 1; k < 4 * 48; k += 1) {
      expect(Math.abs((after[k] ?? 0) - (after[k - 1] ?? 0))).toBeLessThan(0.01);
    }
  });

  test('levels: RMS of each 100 ms that was played, with whether the assistant played', () => {
    const p = playback(20);
    p.push(200, 0.25);
    p.render(Math.ceil((400 * 48) / BLOCK));
    const levels = p.of('level') as { rms: number; playing: boolean }[];
    expect(levels.length).toBeGreaterThanOrEqual(3);
    expect(levels[1]).toMatchObject({ playing: true });
    expect(levels[1]?.rms).toBeCloseTo(0.25, 1); // its last 4 ms fade out
    expect(levels.at(-1)).toEqual({
      type: 'level',
      rms: 0,
      playing: false,
      queuedMs: 0,
      droppedMs: 0,
    });
  });

  test('started is posted per turn (after silence), not per underrun', () => {
    const p = playback(20);
    p.push(100);
    p.render(Math.ceil((110 * 48) / BLOCK));
    p.push(100);
    p.render(Math.ceil((110 * 48) / BLOCK));
    expect(p.of('started')).toHaveLength(1);
    p.render(Math.ceil((400 * 48) / BLOCK));
    p.push(100);
    p.render(10);
    expect(p.of('started')).toHaveLength(2);
  });

  test('close ends the processor', () => {
    const p = playback();
    p.send({ type: 'close' });
    expect(p.processor.process([], [[new Float32Array(BLOCK)]])).toBe(false);
  });
});
