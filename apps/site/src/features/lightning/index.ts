export { boltPath } from './boltPath.ts';
export { createLightning } from './createLightning.ts';
