import { useLayoutEffect, useRef } from 'react';
import { voiceCallCopy as copy } from '../../copy/voiceCall.ts';
import { formatCallDuration } from './callDuration.ts';

/**
 * How long the call has run ("m:ss"), next to the call's buttons. The text is written through a
 * ref (before the first paint, then when the second changes), so the timer never re-renders React.
 */
export function CallTimer({
  startedAt,
  now = Date.now,
}: {
  startedAt: number;
  now?: () => number;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    let shown = '';
    const tick = () => {
      const text = formatCallDuration(now() - startedAt);
      if (text !== shown && ref.current) {
        ref.current.textContent = text;
        shown = text;
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [startedAt, now]);
  return (
    <p className="min-w-12 text-center text-base font-semibold text-slate-100 tabular-nums">
      <span className="sr-only">{copy.timerLabel} </span>
      {/* filled by the effect before the first paint; React never owns the text */}
      <span ref={ref} data-testid="call-timer" />
    </p>
  );
}
