/** Level values computed per tick; the first ORB_VISIBLE_BARS are drawn as bars. */
export const ORB_LEVEL_COUNT = 24;
export const ORB_VISIBLE_BARS = 12;
export const ORB_PARTICLE_COUNT = 12;
/** Upper bound of a level value while a session is active, and otherwise. */
export const ORB_LEVEL_MAX_ACTIVE = 80;
const ORB_LEVEL_MAX_IDLE = 15;

/**
 * One tick of level values. While active the values follow the voice volume (0..1) with a little
 * organic jitter, up to 80; otherwise they idle gently below 15.
 */
export function computeOrbLevels(
  volume: number,
  active: boolean,
  random: () => number = Math.random,
): number[] {
  const max = active ? ORB_LEVEL_MAX_ACTIVE : ORB_LEVEL_MAX_IDLE;
  const v = Math.min(1, Math.max(0, Number.isFinite(volume) ? volume : 0));
  const levels: number[] = [];
  for (let i = 0; i < ORB_LEVEL_COUNT; i++) {
    const base = active ? 0.12 + 0.88 * v : 0.35;
    const jitter = 0.55 + 0.45 * random();
    levels.push(Math.round(Math.min(max, max * base * jitter)));
  }
  return levels;
}
