export { boltPath } from './boltPath.ts';
export { createLightning } from './createLightning.ts';
export { LightningBackground } from './LightningBackground.tsx';
export { SKY_STYLESHEET_HUE } from './skyStylesheet.ts';
