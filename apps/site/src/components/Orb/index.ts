export { Orb } from './Orb.tsx';
export {
  computeOrbLevels,
  ORB_LEVEL_COUNT,
} from './orbLevels.ts';
export { ORB_LABELS, type OrbFlags, resolveOrbState } from './orbState.ts';
export { ORB_STYLESHEET } from './orbStylesheet.ts';
