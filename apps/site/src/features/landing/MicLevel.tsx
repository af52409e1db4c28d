import { useRef } from 'react';
import { useLevelWriter } from './useLevelWriter.ts';

/**
 * The visitor's own microphone level (the client's `local-volume-level`), so they see they are
 * heard: a small bar filled through a ref (`transform` only), outside React.
 */
export function MicLevel({ getLevel }: { getLevel: () => number }) {
  const fillRef = useRef<HTMLSpanElement>(null);
  // Speech rarely reaches full scale: a level of 0.5 already fills the bar.
  useLevelWriter(
    fillRef,
    () => Math.min(1, getLevel() * 2),
    (fill, level) => {
      fill.style.transform = `scaleY(${level})`;
    },
  );
  return (
    <span
      aria-hidden="true"
      data-testid="mic-level"
      className="relative h-5 w-1.5 overflow-hidden rounded-full bg-white/15"
    >
      <span ref={fillRef} className="mic-level-fill absolute inset-0 rounded-full bg-emerald-300" />
    </span>
  );
}
