import { todayInZone } from './todayInZone.ts';

/** How many days ahead a call may be scheduled when `SCHEDULE_MAX_DAYS` is not set. */
export const DEFAULT_SCHEDULE_MAX_DAYS = 30;

/**
 * The last date ('yyyy-MM-dd') a call may be scheduled on: today in Europe/Bratislava plus
 * `maxDays` calendar days. Compare dates as strings (`date <= lastBookableDate(...)`).
 */
export function lastBookableDate(maxDays: number, now: Date | number = Date.now()): string {
  const [year, month, day] = todayInZone(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + maxDays)).toISOString().slice(0, 10);
}
