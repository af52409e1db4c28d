import { type RefObject, useEffect, useRef } from 'react';
import { levelFrames } from '../../lib/levelFrames.ts';
import { createLevelRamp, createStyleWriter } from '../../lib/levelRamp.ts';
import { prefersReducedMotion } from '../../lib/reducedMotion.ts';
import { computeOrbLevels, ORB_LEVEL_MAX_ACTIVE, ORB_VISIBLE_BARS } from './orbLevels.ts';

export interface OrbLevelLoopOptions {
  /** The glow: its `opacity` follows the mean level. */
  glowRef: RefObject<HTMLElement | null>;
  /** The body: its `transform` (a slight swell) follows the mean level. */
  bodyRef: RefObject<HTMLElement | null>;
  /** Container whose first ORB_VISIBLE_BARS children get their `transform` from one level each. */
  barsRef: RefObject<HTMLElement | null>;
  active: boolean;
  /** Read in every frame of the level clock, outside React (the voice client's store). */
  getVolume?: () => number;
}

/** Degrees between two bars around the orb. */
const BAR_STEP_DEG = 360 / ORB_VISIBLE_BARS;
/** How long each part takes to reach a new level (the cadence of the client's level samples). */
const BAR_MS = 100;
const BODY_MS = 120;
const GLOW_MS = 160;
/** A bar's level before its first sample (orb.css draws it at scaleY(0.34)). */
const BAR_REST = 0.1;

/** A bar's transform for a level 0..1: rotated into place, pushed past the rim, scaled out. */
function barTransform(index: number, level: number): string {
  return `rotate(${index * BAR_STEP_DEG}deg) translateY(-385%) scaleY(${(0.2 + level * 1.4).toFixed(3)})`;
}

const bodyTransform = (energy: number) => `scale(${(1 + energy * 0.07).toFixed(4)})`;
const glowOpacity = (energy: number) => Math.min(1, 0.55 + energy * 0.9).toFixed(3);

/**
 * The orb's level-driven motion in the level clock's animation frames (levelFrames: at most one
 * every LEVEL_FRAME_MS, shared with the call's level bars): a new set of levels whenever the
 * volume changes (at most once per frame), each bar, the body and the glow moving linearly towards
 * theirs (no CSS transition, so no transition events), written to `transform` / `opacity` only
 * when the written text changes. Without a call the orb settles and the loop stops: the idle page
 * writes nothing. Under prefers-reduced-motion the levels are written once per state, without
 * motion. requestAnimationFrame does not run in hidden tabs.
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
  // the body and the glow keep their motion across states (the bars are new with every call)
  const shared = useRef({
    body: createLevelRamp(0.1, BODY_MS),
    glow: createLevelRamp(0.1, GLOW_MS),
  });

  useEffect(() => {
    const reduced = prefersReducedMotion();
    const { body, glow } = shared.current;
    const bars = Array.from({ length: ORB_VISIBLE_BARS }, () => createLevelRamp(BAR_REST, BAR_MS));
    const write = createStyleWriter();
    let lastVolume = Number.NaN;

    const aim = (now: number) => {
      const raw = active ? (volumeRef.current?.() ?? 0) : 0;
      const volume = Math.round((Number.isFinite(raw) ? raw : 0) * 100) / 100;
      if (volume === lastVolume) return;
      lastVolume = volume;
      const levels = computeOrbLevels(volume, active);
      let sum = 0;
      for (const [i, level] of levels.entries()) {
        sum += level;
        const bar = bars[i];
        if (!bar) continue;
        if (reduced) bar.jump(level / ORB_LEVEL_MAX_ACTIVE);
        else bar.set(level / ORB_LEVEL_MAX_ACTIVE, now);
      }
      const energy = sum / levels.length / ORB_LEVEL_MAX_ACTIVE;
      if (reduced) {
        body.jump(energy);
        glow.jump(energy);
      } else {
        body.set(energy, now);
        glow.set(energy, now);
      }
    };

    const draw = (now: number) => {
      const children = barsRef.current?.children;
      for (const [i, bar] of bars.entries()) {
        write(
          children?.[i] as HTMLElement | undefined,
          'transform',
          barTransform(i, bar.value(now)),
        );
      }
      write(bodyRef.current, 'transform', bodyTransform(body.value(now)));
      write(glowRef.current, 'opacity', glowOpacity(glow.value(now)));
      return body.settled(now) && glow.settled(now) && bars.every((bar) => bar.settled(now));
    };

    let stop = () => {};
    const step = (now: number) => {
      aim(now);
      const settled = draw(now);
      // during a call the volume is read every frame; without one, the loop ends once settled
      if (!active && settled) stop();
    };

    const now = performance.now();
    aim(now);
    draw(now);
    if (!reduced) stop = levelFrames.subscribe(step);
    return () => stop();
  }, [active, barsRef, bodyRef, glowRef]);
}
