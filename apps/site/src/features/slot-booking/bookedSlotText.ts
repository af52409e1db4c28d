import { slotCopy as copy } from '../../copy/slotBooking.ts';
import type { BookedSlot } from './bookedSlot.ts';
import { slotWords } from './slotWords.ts';

/** What the end view of the call says about the slot booked in it: when, and the number we call. */
export function bookedSlotText(
  booked: BookedSlot,
  now: number = Date.now(),
): { when: string; number: string | null } {
  const when =
    booked.outcome === 'scheduled'
      ? copy.endedBooked(slotWords(booked.slot, 'na', now))
      : copy.endedRecorded(slotWords(booked.slot, 'v', now));
  return { when, number: booked.phone ? copy.endedNumber(booked.phone) : null };
}
