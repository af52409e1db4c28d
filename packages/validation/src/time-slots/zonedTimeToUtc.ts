import { resolveLocalTime } from './resolveLocalTime.ts';

/**
 * The instant at which Bratislava's wall clock reads `date` `time` ('yyyy-MM-dd', 'HH:mm').
 * A repeated time (last Sunday of October, 02:00-02:59) maps to its FIRST occurrence (CEST);
 * a skipped time (last Sunday of March, 02:00-02:59) is pushed forward by the gap (02:30 -> 03:30
 * CEST), like Temporal's 'compatible' disambiguation. Throws `ValidationError` on bad input.
 */
export function zonedTimeToUtc(date: string, time: string): Date {
  const { occurrences, asUtcMs, offsetBeforeMs } = resolveLocalTime(date, time);
  return new Date(occurrences[0] ?? asUtcMs - offsetBeforeMs);
}
