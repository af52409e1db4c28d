import { slotCopy as copy } from '../../copy/slotBooking.ts';
import type { BookedSlot } from './bookedSlot.ts';

/** What the end view of the call says about the slot booked in it. */
export function bookedSlotText(booked: BookedSlot): string {
  return booked.outcome === 'scheduled'
    ? copy.endedBooked(booked.slot.label)
    : copy.endedRecorded(booked.slot.label);
}
