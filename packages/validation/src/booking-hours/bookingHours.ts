// The business's booking hours (BOOKING_HOURS): the Europe/Bratislava hours in which the
// assistant offers demo slots and in which a booked slot must lie. Written like opening hours:
// "Mo-Fr 09:00-17:00", "Mo-Th 08:00-16:00; Fr 08:00-13:00", "Mo,We 09:00-12:00,13:00-17:00".
// Days not named are closed.

import { SLOT_MINUTES } from '../time-slots/timeSlotConstants.ts';
import { ValidationError } from '../ValidationError.ts';

/** Monday to Friday, 9:00 to 17:00 (the last slot starts at 16:45). */
export const DEFAULT_BOOKING_HOURS = 'Mo-Fr 09:00-17:00';

/** Minutes from midnight: a slot may start at `from` and must end by `to`. */
export interface OpenRange {
  from: number;
  to: number;
}

/** Open ranges per weekday, indexed as Date#getUTCDay() (0 = Sunday). */
export interface BookingHours {
  days: readonly (readonly OpenRange[])[];
}

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** Monday first, as the hours are written ("Mo-Fr", "Sa-Su"). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];
const CLOCK = /^([01]?\d|2[0-4]):([0-5]\d)$/;

function dayIndex(code: string): number {
  const index = DAY_CODES.findIndex((day) => day.toLowerCase() === code.toLowerCase());
  if (index < 0) throw new Error(`"${code}" is not a day (Mo Tu We Th Fr Sa Su)`);
  return index;
}

/** "Mo-Fr" / "Mo,We,Fr" / "Sa-Su" -> weekday indexes. */
function daysOf(spec: string): number[] {
  return spec.split(',').flatMap((part) => {
    const [first = '', last] = part.split('-');
    const start = WEEK_ORDER.indexOf(dayIndex(first));
    const end = last === undefined ? start : WEEK_ORDER.indexOf(dayIndex(last));
    if (end < start) throw new Error(`"${part}" runs backwards (write it Monday first)`);
    return WEEK_ORDER.slice(start, end + 1);
  });
}

function minutesOf(clock: string): number {
  const match = CLOCK.exec(clock);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes <= 24 * 60)) throw new Error(`"${clock}" is not a time HH:mm`);
  return minutes;
}

function rangeOf(spec: string): OpenRange {
  const [from = '', to = '', extra] = spec.split('-');
  if (extra !== undefined) throw new Error(`"${spec}" is not a range HH:mm-HH:mm`);
  const range = { from: minutesOf(from), to: minutesOf(to) };
  if (range.to - range.from < SLOT_MINUTES) {
    throw new Error(`"${spec}" is shorter than one ${SLOT_MINUTES}-minute slot`);
  }
  return range;
}

/**
 * Parses the setting; a value that does not parse throws a ValidationError ('invalid_setting')
 * saying where, never a silent default.
 */
export function parseBookingHours(value: string): BookingHours {
  const days: OpenRange[][] = DAY_CODES.map(() => []);
  try {
    const rules = value
      .split(';')
      .map((rule) => rule.trim())
      .filter(Boolean);
    if (rules.length === 0) throw new Error('names no day');
    for (const rule of rules) {
      const [daySpec = '', ...rangeSpecs] = rule.split(/\s+/);
      const ranges = rangeSpecs.join('').split(',').filter(Boolean).map(rangeOf);
      if (ranges.length === 0) throw new Error(`"${rule}" has no hours`);
      for (const day of daysOf(daySpec)) days[day]?.push(...ranges);
    }
  } catch (error) {
    throw new ValidationError(
      'invalid_setting',
      `BOOKING_HOURS ${(error as Error).message}; write it like "${DEFAULT_BOOKING_HOURS}"`,
    );
  }
  return { days: days.map((ranges) => ranges.sort((a, b) => a.from - b.from)) };
}

/** Why the value is not booking hours, or null. */
export function bookingHoursProblem(value: string): string | null {
  try {
    parseBookingHours(value);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^BOOKING_HOURS /, '');
  }
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * True when the 15-minute slot starting `time` on `date` (Bratislava wall time) lies inside the
 * hours: it starts in an open range and ends by that range's end.
 */
export function isWithinBookingHours(hours: BookingHours, date: string, time: string): boolean {
  const [h = Number.NaN, m = Number.NaN] = time.split(':').map(Number);
  const start = h * 60 + m;
  const ranges = hours.days[weekdayOf(date)] ?? [];
  return ranges.some((range) => start >= range.from && start + SLOT_MINUTES <= range.to);
}

/** True when `date` has any booking hours. */
export function isBookingDay(hours: BookingHours, date: string): boolean {
  return (hours.days[weekdayOf(date)]?.length ?? 0) > 0;
}
