import { useEffect, useRef } from 'react';
import { setCssVariable } from '../../lib/cssVariable.ts';
import { loadAgain } from '../../lib/loadAgain.ts';
import { logger } from '../../lib/logger.ts';
import { prefersReducedMotion } from '../../lib/reducedMotion.ts';
import { useVoicePhase, useVoiceSessionInstance } from '../voice-session/index.ts';
import type { Lightning } from './createLightning.ts';
import { SKY_STYLESHEET_HUE } from './skyStylesheet.ts';

/**
 * Animated lightning behind the hero. Pauses in hidden tabs and from the orb's click to the end
 * of the call (the call's frames go to the orb); still under reduced motion. The drawing code is
 * its own chunk, loaded after the page hydrated: the sky's colours are CSS, the bolts come later.
 */
export function LightningBackground({ hue }: { hue: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const lightningRef = useRef<Lightning | null>(null);
  const hueRef = useRef(hue);
  hueRef.current = hue;
  const inCall = useVoicePhase(useVoiceSessionInstance()) !== 'idle';
  const inCallRef = useRef(inCall);
  inCallRef.current = inCall;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const reducedMotion = prefersReducedMotion();
    let unmounted = false;
    let lightning: Lightning | null = null;
    const onVisibility = () => lightning?.setPaused(document.hidden || inCallRef.current);
    loadAgain(() => import('./createLightning.ts')).then(
      ({ createLightning }) => {
        if (unmounted) return;
        lightning = createLightning(canvas, { hue: hueRef.current, reducedMotion });
        lightningRef.current = lightning;
        document.addEventListener('visibilitychange', onVisibility);
        onVisibility();
      },
      // the page works without its background
      (error: unknown) => logger.warn('lightning: its code did not load', error),
    );
    return () => {
      unmounted = true;
      document.removeEventListener('visibilitychange', onVisibility);
      lightning?.destroy();
      lightningRef.current = null;
    };
  }, []);

  useEffect(() => {
    lightningRef.current?.setPaused(document.hidden || inCall);
  }, [inCall]);

  useEffect(() => {
    lightningRef.current?.setHue(hue);
    const sky = canvasRef.current?.parentElement;
    if (sky) setCssVariable(sky.style, '--sky-hue', hue, SKY_STYLESHEET_HUE);
  }, [hue]);

  return (
    <div className="lightning-sky pointer-events-none absolute inset-0 -z-10" aria-hidden="true">
      <canvas ref={canvasRef} className="absolute inset-0 size-full" data-testid="lightning" />
    </div>
  );
}
