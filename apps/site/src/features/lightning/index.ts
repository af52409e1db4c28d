export { boltPath } from './boltPath.ts';
export { createLightning } from './createLightning.ts';
export { LightningBackground } from './LightningBackground.tsx';
