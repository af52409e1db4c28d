export { Orb, type OrbProps } from './Orb.tsx';
export {
  computeOrbLevels,
  ORB_LEVEL_COUNT,
  ORB_LEVEL_INTERVAL_MS,
  ORB_LEVEL_MAX_ACTIVE,
  ORB_LEVEL_MAX_IDLE,
  ORB_PARTICLE_COUNT,
  ORB_VISIBLE_BARS,
} from './orbLevels.ts';
export { ORB_LABELS, type OrbFlags, type OrbVisualState, resolveOrbState } from './orbState.ts';
export { type OrbLevelLoopOptions, useOrbLevelLoop } from './useOrbLevelLoop.ts';
