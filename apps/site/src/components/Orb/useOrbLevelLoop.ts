import { type RefObject, useEffect, useRef } from 'react';
import {
  computeOrbLevels,
  ORB_LEVEL_INTERVAL_MS,
  ORB_LEVEL_MAX_ACTIVE,
  ORB_VISIBLE_BARS,
} from './orbLevels.ts';

export interface OrbLevelLoopOptions {
  /** The glow: its `opacity` follows the mean level. */
  glowRef: RefObject<HTMLElement | null>;
  /** The body: its `transform` (a slight swell) follows the mean level. */
  bodyRef: RefObject<HTMLElement | null>;
  /** Container whose first ORB_VISIBLE_BARS children get their `transform` from one level each. */
  barsRef: RefObject<HTMLElement | null>;
  active: boolean;
  /** Read on every tick, outside React (the voice client's store). */
  getVolume?: () => number;
}

/** Degrees between two bars around the orb. */
const BAR_STEP_DEG = 360 / ORB_VISIBLE_BARS;

/** A bar's transform for a level 0..1: rotated into place, pushed past the rim, scaled out. */
export function barTransform(index: number, level: number): string {
  return `rotate(${index * BAR_STEP_DEG}deg) translateY(-385%) scaleY(${(0.2 + level * 1.4).toFixed(3)})`;
}

/**
 * One 80 ms loop that writes audio levels straight into `transform` / `opacity` of the glow, the
 * body and the bars through refs: no React state (no re-render per audio frame), no CSS variable
 * on a parent (no restyle of the orb's subtree), one write per element per tick. Paused while the
 * tab is hidden and under prefers-reduced-motion.
 */
export function useOrbLevelLoop({
  glowRef,
  bodyRef,
  barsRef,
  active,
  getVolume,
}: OrbLevelLoopOptions) {
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
        const bar = i < ORB_VISIBLE_BARS ? (bars?.[i] as HTMLElement | undefined) : undefined;
        if (bar) bar.style.transform = barTransform(i, level / ORB_LEVEL_MAX_ACTIVE);
      }
      const energy = sum / levels.length / ORB_LEVEL_MAX_ACTIVE;
      if (bodyRef.current)
        bodyRef.current.style.transform = `scale(${(1 + energy * 0.07).toFixed(4)})`;
      if (glowRef.current)
        glowRef.current.style.opacity = Math.min(1, 0.55 + energy * 0.9).toFixed(3);
    };
    tick();
    if (reduced) return;
    const id = setInterval(tick, ORB_LEVEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, [active, barsRef, bodyRef, glowRef]);
}
