// A clock the test moves: timers fire in time order as `advance` passes them, and promise
// continuations run between timers (the session awaits its speech cache).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Clock, TimerHandle } from '../src/index.ts';

export interface ManualClock extends Clock {
  advance(ms: number): Promise<void>;
  /** Timers not yet fired or cleared. */
  pending(): number;
}

export function createManualClock(start = Date.UTC(2026, 10, 23, 9)): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const next = (limit: number) => {
    let best: [number, { at: number; run: () => void }] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= limit && (!best || entry[1].at < best[1].at)) best = entry;
    }
    return best;
  };
  return {
    now: () => now,
    setTimeout(run, ms) {
      seq += 1;
      timers.set(seq, { at: now + Math.max(0, ms), run });
      return { id: seq };
    },
    clearTimeout(handle: TimerHandle) {
      timers.delete((handle as { id: number }).id);
    },
    async advance(ms) {
      const target = now + ms;
      await nextTurn();
      for (let due = next(target); due; due = next(target)) {
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await nextTurn();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}
