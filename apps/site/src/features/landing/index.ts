export { HUE_DEFAULT, HUE_MAX, HUE_MIN, HUE_STEP, HueSlider } from './HueSlider.tsx';
export { LandingPage } from './LandingPage.tsx';
export { LANDING_ORB_HUES } from './landingHues.ts';
export { VoiceOrb } from './VoiceOrb.tsx';
export { VolumeBar } from './VolumeBar.tsx';
