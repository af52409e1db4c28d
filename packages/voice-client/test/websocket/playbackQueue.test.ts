// The playback worklet keeps every queued word, catches up after a stall or a fast clock, and
// fades at every edge. Each scenario runs the real worklet file (see playbackScenarios.ts).
import { describe, expect, test } from 'vitest';
import { BLOCK, loadWorklet } from './loadWorklet.ts';
import {
  burstScenario,
  driftScenario,
  stallScenario,
  underrunScenario,
} from './playbackScenarios.ts';

// Each scenario renders up to 31 s of audio one 128-sample quantum at a time: 1-2 s of CPU on a
// quiet machine, over 5 s (vitest's default) on a busy 2-core one, as a CI run showed. The time
// limit is only a guard against a hang; nothing here depends on the wall clock.
const SIMULATION = { timeout: 60_000 };

describe('playback-processor.js under bursts, stalls and drift', SIMULATION, () => {
  test('a 30 s answer sent in 1.5 s plays whole (nothing dropped below the memory bound)', () => {
    const burst = burstScenario();
    expect(burst.droppedMs).toBe(0);
    // within the fades at the start and the end
    expect(burst.lostMs).toBeLessThanOrEqual(10);
  });

  test('after a 1 s stall the queue is back near its target within about a second', () => {
    const stall = stallScenario();
    expect(stall.queuedBeforeMs).toBeLessThanOrEqual(80);
    expect(stall.queuedAfter2sMs).toBeLessThanOrEqual(100);
  });

  test('a server clock 2 % fast does not pile up latency', () => {
    expect(driftScenario().queuedEndMs).toBeLessThanOrEqual(120);
  });

  test('underruns and resumes fade: no sample step much above the tone’s own', () => {
    const { largestStep, toneStep } = underrunScenario();
    expect(largestStep).toBeLessThanOrEqual(toneStep * 1.5);
  });
});

describe('playback-processor.js memory bound', SIMULATION, () => {
  const level = (value: number) => Math.round(value * 32768);
  const setup = () => {
    const w = loadWorklet('playback-processor.js', 'voice-playback', 48000, {
      sourceRate: 16000,
      targetMs: 60,
      maxMs: 1000,
    });
    const out: number[] = [];
    const renderMs = (ms: number) => {
      for (let b = 0; b < Math.ceil((ms * 48) / BLOCK); b += 1) {
        const channel = new Float32Array(BLOCK);
        w.processor.process([], [[channel]]);
        out.push(...channel);
      }
    };
    const push = (ms: number, value: number) =>
      w.send({ type: 'pcm', pcm: new Int16Array(16 * ms).fill(level(value)).buffer });
    const msAt = (value: number) => out.filter((v) => Math.abs(v - value) < 1e-3).length / 48;
    return { w, renderMs, push, msAt };
  };

  test('over the bound the oldest whole turn after the playing one goes, never the head', () => {
    const p = setup();
    p.push(900, 0.2); // turn A, playing
    p.renderMs(300);
    p.push(300, 0.4); // turn B (after 300 ms without audio)
    p.renderMs(300);
    p.push(500, 0.6); // turn C: over 1000 ms queued, so B goes
    p.renderMs(2000);
    expect(p.msAt(0.2)).toBeGreaterThanOrEqual(900 - 10);
    expect(p.msAt(0.4)).toBe(0);
    expect(p.msAt(0.6)).toBeGreaterThanOrEqual(500 - 10);
    const levels = p.w.posted.map((x) => x.data).filter((d) => d.type === 'level');
    expect(levels.at(-1)?.droppedMs).toBe(300);
  });

  test('with only the playing turn queued, the newest audio is refused', () => {
    const p = setup();
    p.push(800, 0.2);
    p.push(400, 0.4); // same turn, over the bound
    p.renderMs(1500);
    expect(p.msAt(0.2)).toBeGreaterThanOrEqual(800 - 10);
    expect(p.msAt(0.4)).toBe(0);
  });
});
