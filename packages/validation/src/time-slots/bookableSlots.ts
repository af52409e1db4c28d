import { isCalendarDate } from './isCalendarDate.ts';
import { resolveLocalTime } from './resolveLocalTime.ts';
import { TIME_SLOTS } from './TIME_SLOTS.ts';
import { MIN_LEAD_MINUTES } from './timeSlotConstants.ts';
import { todayInZone } from './todayInZone.ts';
import { toEpochMs } from './toEpochMs.ts';

/**
 * Slots of `date` ('yyyy-MM-dd', Bratislava) still bookable at `now`: the slot must exist that day
 * (DST) and start at least 30 minutes after `now`, whatever the date (so at 23:40 tomorrow's 00:00
 * is hidden too). Past or malformed dates give []. Repeated October times are offered once, as
 * their first occurrence.
 */
export function bookableSlots(date: string, now: Date | number = Date.now()): string[] {
  const nowMs = toEpochMs(now);
  if (!isCalendarDate(date) || date < todayInZone(nowMs)) return [];
  const earliest = nowMs + MIN_LEAD_MINUTES * 60_000;
  return TIME_SLOTS.filter((time) => {
    const first = resolveLocalTime(date, time).occurrences[0];
    return first !== undefined && first >= earliest;
  });
}
