import { useEffect, useRef } from 'react';
import { slotCopy as copy } from '../../copy/slotBooking.ts';
import type { BookedSlot } from './bookedSlot.ts';
import { slotWords } from './slotWords.ts';

/** The booked slot, named with its day and time; takes focus so a screen reader reads it. */
export function BookedSlotView({ booked, now }: { booked: BookedSlot; now: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const { slot } = booked;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-testid="slot-booked"
      className="mt-3 rounded-xl border border-emerald-300/30 bg-emerald-950/60 p-3 text-sm leading-6 text-emerald-50 outline-none focus-visible:outline-2 focus-visible:outline-sky-400"
    >
      <p className="font-semibold text-white">{copy.bookedTitle}</p>
      <p className="mt-1">
        {booked.outcome === 'scheduled'
          ? copy.bookedScheduled(slotWords(slot, 'na', now))
          : copy.bookedRecorded(slotWords(slot, 'v', now))}
      </p>
    </div>
  );
}
