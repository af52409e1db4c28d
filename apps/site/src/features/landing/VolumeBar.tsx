import { useEffect, useRef } from 'react';

/**
 * Assistant volume while a session is active. The width is written by an animation-frame loop
 * through a ref (no React render per frame) and the bar hides itself while the volume is 0.
 */
export function VolumeBar({ getVolume }: { getVolume: () => number }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const readRef = useRef(getVolume);
  readRef.current = getVolume;

  useEffect(() => {
    let frame = 0;
    let shown: boolean | null = null;
    const loop = () => {
      const volume = Math.max(0, Math.min(1, readRef.current()));
      const visible = volume > 0;
      if (visible !== shown && trackRef.current) {
        trackRef.current.hidden = !visible;
        shown = visible;
      }
      fillRef.current?.style.setProperty('--volume', volume.toFixed(3));
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
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
