import { describe, expect, test } from 'vitest';
import { createFrameClock } from './levelFrames.ts';

/** A clock on hand-driven frames and timers. */
function manualClock(intervalMs: number) {
  let time = 0;
  let nextId = 1;
  const frames = new Map<number, () => void>();
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock = createFrameClock(intervalMs, {
    requestFrame: (callback) => {
      frames.set(nextId, callback);
      return nextId++;
    },
    cancelFrame: (id) => frames.delete(id),
    setTimer: (callback, ms) => {
      timers.set(nextId, { at: time + ms, run: callback });
      return nextId++ as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (id) => timers.delete(id as unknown as number),
    now: () => time,
  });
  /** Advances the time by one 16 ms display refresh: due timers, then the pending frames. */
  const refresh = () => {
    time += 16;
    for (const [id, timer] of [...timers]) {
      if (timer.at > time) continue;
      timers.delete(id);
      timer.run();
    }
    const due = [...frames.values()];
    frames.clear();
    for (const run of due) run();
  };
  return { clock, refresh, pending: () => frames.size + timers.size };
}

describe('createFrameClock', () => {
  test('every subscriber runs in the same frames, at most one per interval', () => {
    const { clock, refresh } = manualClock(30);
    const a: number[] = [];
    const b: number[] = [];
    clock.subscribe((now) => a.push(now));
    clock.subscribe((now) => b.push(now));
    for (let i = 0; i < 60; i++) refresh(); // 960 ms of display refreshes
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(15);
    expect(a.length).toBeLessThan(35); // a plain requestAnimationFrame loop: 60
    for (let i = 1; i < a.length; i++)
      expect((a[i] ?? 0) - (a[i - 1] ?? 0)).toBeGreaterThanOrEqual(30);
  });

  test('asks for nothing once nobody listens, and a subscriber may leave from its callback', () => {
    const { clock, refresh, pending } = manualClock(30);
    let calls = 0;
    const stop = clock.subscribe(() => {
      calls += 1;
      if (calls === 2) stop();
    });
    for (let i = 0; i < 20; i++) refresh();
    expect(calls).toBe(2);
    expect(pending()).toBe(0);
  });
});
