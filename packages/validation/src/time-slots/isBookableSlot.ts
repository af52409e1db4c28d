import { bookableSlots } from './bookableSlots.ts';

/** True when `time` is one of `bookableSlots(date, now)` (for server-side re-checks). */
export function isBookableSlot(
  date: string,
  time: string,
  now: Date | number = Date.now(),
): boolean {
  return bookableSlots(date, now).includes(time);
}
