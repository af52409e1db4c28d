/**
 * The orb's constant motion during a call, the rings' pulse and the particles' drift, as Web
 * Animations of `transform` and `opacity` (run by the compositor). Not CSS animations: React 19
 * listens for `animationiteration` at its root, so Chromium wakes the main thread for a full
 * frame at the end of every iteration of every CSS animation (3 rings every 2.4 s and 12
 * particles every 3.6 s, each at its own moment: about 10 style recalculations a second measured
 * in Chromium); a Web Animation dispatches no iteration events.
 */
const RING_MS = 2400;
const RING_EASING = 'cubic-bezier(0.2, 0.6, 0.3, 1)';
const RING: Keyframe[] = [
  { transform: 'scale(1)', opacity: 0.8 },
  { transform: 'scale(1.55)', opacity: 0 },
];

const PARTICLE_MS = 3600;
/** Each particle starts this much further into the drift than the one before it. */
const PARTICLE_STEP_MS = 300;
/** 7px = 140% of the particle's 5px, outwards along the particle's rotation (orb.css). */
const PARTICLE: Keyframe[] = [
  { opacity: 0, transform: 'translateX(0)', offset: 0, easing: 'ease-out' },
  { opacity: 0.9, offset: 0.2, easing: 'ease-out' },
  { opacity: 0, transform: 'translateX(7px)', offset: 1 },
];

/** Starts the rings and particles; returns the stop. Without Web Animations, nothing moves. */
export function startOrbMotion(rings: readonly Element[], particles: readonly Element[]) {
  const running: Animation[] = [];
  const play = (element: Element, keyframes: Keyframe[], timing: KeyframeAnimationOptions) => {
    if (typeof element.animate === 'function') running.push(element.animate(keyframes, timing));
  };
  for (const [i, ring] of rings.entries()) {
    play(ring, RING, {
      duration: RING_MS,
      easing: RING_EASING,
      iterations: Number.POSITIVE_INFINITY,
      delay: (i * RING_MS) / rings.length,
    });
  }
  for (const [i, particle] of particles.entries()) {
    play(particle, PARTICLE, {
      duration: PARTICLE_MS,
      iterations: Number.POSITIVE_INFINITY,
      delay: -i * PARTICLE_STEP_MS,
    });
  }
  return () => {
    for (const animation of running) animation.cancel();
  };
}
