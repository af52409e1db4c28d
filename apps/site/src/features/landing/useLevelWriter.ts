import { type RefObject, useEffect, useRef } from 'react';
import { levelFrames } from '../../lib/levelFrames.ts';
import { createLevelRamp } from '../../lib/levelRamp.ts';

/**
 * Writes an audio level (0..1) into one element outside React, in the level clock's animation
 * frames (levelFrames: at most one every LEVEL_FRAME_MS, shared with the orb): `read` runs every
 * frame, the level (in steps of 0.01) moves linearly to each new value in `durationMs`
 * (no CSS transition, so no transition events), and `write` runs only when the shown level
 * changed: none while the level rests. The writer should touch `transform` or `opacity` only (no
 * layout, no paint of the page). requestAnimationFrame does not run in hidden tabs.
 */
export function useLevelWriter<E extends HTMLElement>(
  ref: RefObject<E | null>,
  read: () => number,
  write: (element: E, level: number) => void,
  durationMs = 80,
): void {
  const readRef = useRef(read);
  readRef.current = read;
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    const ramp = createLevelRamp(0, durationMs);
    let shown = Number.NaN;
    const step = (now: number) => {
      const element = ref.current;
      if (!element) return;
      const raw = readRef.current();
      ramp.set(
        Math.round(Math.max(0, Math.min(1, Number.isFinite(raw) ? raw : 0)) * 100) / 100,
        now,
      );
      const level = Math.round(ramp.value(now) * 1000) / 1000;
      if (level === shown) return;
      shown = level;
      writeRef.current(element, level);
    };
    step(performance.now());
    return levelFrames.subscribe(step);
  }, [ref, durationMs]);
}
