// The booking hours the e2e stack runs with (BOOKING_HOURS unset: its default, Monday to Friday
// 9:00-17:00 in Bratislava), and what the page's offered slots must keep to.
import {
  DEFAULT_BOOKING_HOURS,
  isWithinBookingHours,
  parseBookingHours,
} from '@hlasovy-asistent/validation';
import { expect } from '@playwright/test';

const HOURS = parseBookingHours(DEFAULT_BOOKING_HOURS);

/** Every slot inside the booking hours: a weekday, from 9:00, its 15 minutes over by 17:00. */
export function expectInsideHours(slots: readonly { id: string; date: string; time: string }[]) {
  expect(slots.length).toBeGreaterThan(0);
  const outside = slots.filter((slot) => !isWithinBookingHours(HOURS, slot.date, slot.time));
  expect(outside.map((slot) => slot.id)).toEqual([]);
}

/** The Bratislava wall time of an instant: 'yyyy-MM-dd', 'HH:mm' and the weekday (0 = Sunday). */
export function bratislava(at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Bratislava',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    time: `${parts.hour}:${parts.minute}`,
    weekday: new Date(`${date}T12:00:00Z`).getUTCDay(),
  };
}

/**
 * The next `weekday` (0 = Sunday) at `hour`:15 in Bratislava, at least two days ahead of now (a
 * future instant, so a slot offered then can still be booked today).
 */
export function nextAt(weekday: number, hour: number): number {
  for (let days = 2; days < 10; days += 1) {
    // noon UTC of that day, then the Bratislava hour (UTC+1 or +2) found by trying both offsets
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) continue;
    for (const offset of [1, 2]) {
      const at = Date.parse(`${day}T${String(hour - offset).padStart(2, '0')}:15:00Z`);
      if (
        bratislava(at).date === day &&
        bratislava(at).time === `${String(hour).padStart(2, '0')}:15`
      ) {
        return at;
      }
    }
  }
  throw new Error(`no weekday ${weekday} ahead`);
}
