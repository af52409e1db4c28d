import { isCalendarDate } from './isCalendarDate.ts';
import { CLOCK_TIME_PATTERN } from './isSlotTime.ts';
import { resolveLocalTime } from './resolveLocalTime.ts';

/** False for malformed input and for wall times skipped by the spring-forward DST change. */
export function localTimeExists(date: string, time: string): boolean {
  if (!isCalendarDate(date) || !CLOCK_TIME_PATTERN.test(time)) return false;
  return resolveLocalTime(date, time).occurrences.length > 0;
}
