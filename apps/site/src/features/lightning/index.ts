export { boltPath, type Point } from './boltPath.ts';
export { createLightning, type Lightning, type LightningOptions } from './createLightning.ts';
export { LightningBackground } from './LightningBackground.tsx';
