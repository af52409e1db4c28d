import { type RefObject, useEffect, useRef } from 'react';
import { ORB_LEVEL_INTERVAL_MS } from '../../components/Orb/orbLevels.ts';

/**
 * Writes an audio level (0..1) into one element outside React: every 80 ms (the orb's cadence; the
 * client reports levels every 100 ms) `write` runs only when the level moved by at least 0.01,
 * so one element gets at most one style write per frame and none while the level rests. The
 * writer should touch `transform` or `opacity` only (no layout, no paint of the page). Paused in
 * hidden tabs.
 */
export function useLevelWriter<E extends HTMLElement>(
  ref: RefObject<E | null>,
  read: () => number,
  write: (element: E, level: number) => void,
): void {
  const readRef = useRef(read);
  readRef.current = read;
  const writeRef = useRef(write);
  writeRef.current = write;

  useEffect(() => {
    let last = Number.NaN;
    const tick = () => {
      const element = ref.current;
      if (!element || document.hidden) return;
      const raw = readRef.current();
      const level =
        Math.round(Math.max(0, Math.min(1, Number.isFinite(raw) ? raw : 0)) * 100) / 100;
      if (level === last) return;
      last = level;
      writeRef.current(element, level);
    };
    tick();
    const id = setInterval(tick, ORB_LEVEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, [ref]);
}
