import { useEffect, useRef } from 'react';
import { ORB_LEVEL_INTERVAL_MS } from '../../components/Orb/orbLevels.ts';

/**
 * Assistant volume while a session is active. The width is written every 80 ms (the orb's cadence;
 * the call reports levels every 100 ms) through a ref, never through React state, and the bar
 * hides itself while the volume is 0.
 */
export function VolumeBar({ getVolume }: { getVolume: () => number }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const readRef = useRef(getVolume);
  readRef.current = getVolume;

  useEffect(() => {
    let shown: boolean | null = null;
    const tick = () => {
      const volume = Math.max(0, Math.min(1, readRef.current()));
      const visible = volume > 0;
      if (visible !== shown && trackRef.current) {
        trackRef.current.hidden = !visible;
        shown = visible;
      }
      fillRef.current?.style.setProperty('--volume', volume.toFixed(3));
    };
    tick();
    const id = setInterval(tick, ORB_LEVEL_INTERVAL_MS);
    return () => clearInterval(id);
  }, []);

  return (
    <div
      ref={trackRef}
      hidden
      data-testid="volume-bar"
      aria-hidden="true"
      className="h-1.5 w-40 overflow-hidden rounded-full bg-white/10"
    >
      <div ref={fillRef} className="volume-fill h-full rounded-full bg-white/80" />
    </div>
  );
}
