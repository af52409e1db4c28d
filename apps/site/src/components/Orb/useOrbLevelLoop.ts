import { type RefObject, useEffect, useRef } from 'react';
import {
  computeOrbLevels,
  ORB_LEVEL_INTERVAL_MS,
  ORB_LEVEL_MAX_ACTIVE,
  ORB_VISIBLE_BARS,
} from './orbLevels.ts';

export interface OrbLevelLoopOptions {
  /** Element receiving `--orb-energy` (0..1, mean level). */
  rootRef: RefObject<HTMLElement | null>;
  /** Container whose first ORB_VISIBLE_BARS children receive `--level` (0..1). */
  barsRef: RefObject<HTMLElement | null>;
  active: boolean;
  /** Read on every tick, outside React (the voice client's store). */
  getVolume?: () => number;
}

/**
 * One 80 ms loop that writes audio levels straight into CSS variables through refs: no React
 * state, so no re-render per audio frame. Paused while the tab is hidden and under
 * prefers-reduced-motion.
 */
export function useOrbLevelLoop({ rootRef, barsRef, active, getVolume }: OrbLevelLoopOptions) {
  const volumeRef = useRef(getVolume);
  volumeRef.current = getVolume;

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const tick = () => {
      if (document.hidden) return;
      const levels = computeOrbLevels(volumeRef.current?.() ?? 0, active);
      let sum = 0;
      const bars = barsRef.current?.children;
      for (let i = 0; i < levels.length; i++) {
        const level = levels[i] ?? 0;
        sum += level;
        if (bars && i < ORB_VISIBLE_BARS) {
          (bars[i] as HTMLElement | undefined)?.style.setProperty(
            '--level',
            (level / ORB_LEVEL_MAX_ACTIVE).toFixed(3),
          );
        }
      }
      const energy = sum / levels.length / ORB_LEVEL_MAX_ACTIVE;
      rootRef.current?.style.setProperty('--orb-energy', energy.toFixed(3));
    };
    tick();
    if (reduced) return;
    const id = setInterval(tick, ORB_LEVEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, [active, barsRef, rootRef]);
}
