import { useRef } from 'react';
import { useLevelWriter } from './useLevelWriter.ts';

/**
 * Assistant volume while a session is active: the fill is scaled (`transform` only) through a
 * ref, never through React state, and faded out (`opacity`) while the volume is 0.
 */
export function VolumeBar({ getVolume }: { getVolume: () => number }) {
  const fillRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  useLevelWriter(fillRef, getVolume, (fill, level) => {
    fill.style.transform = `scaleX(${level})`;
  });
  useLevelWriter(
    trackRef,
    () => (getVolume() > 0 ? 1 : 0),
    (track, shown) => {
      track.style.opacity = String(shown);
    },
    160,
  );

  return (
    <div
      ref={trackRef}
      data-testid="volume-bar"
      aria-hidden="true"
      className="volume-track h-1.5 w-40 overflow-hidden rounded-full bg-white/10"
    >
      <div ref={fillRef} className="volume-fill h-full rounded-full bg-white/80" />
    </div>
  );
}
