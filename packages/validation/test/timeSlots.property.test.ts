import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bookableSlots,
  localTimeExists,
  slotWindow,
  TIME_SLOTS,
  todayInZone,
} from '../src/index.ts';
import { zonedTimeToUtc } from '../src/time-slots/zonedTimeToUtc.ts';

/** An independent oracle: Bratislava's wall clock at an instant, straight from Intl. */
const oracle = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Bratislava',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const wall = (instant: number) => oracle.format(instant).replace(' ', 'T');

const dateArb = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const slotArb = fc.constantFrom(...TIME_SLOTS);
const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 11, 31) });

describe('time slots (property-based)', () => {
  test('zonedTimeToUtc round-trips every existing wall time', () => {
    fc.assert(
      fc.property(dateArb, slotArb, (date, time) => {
        fc.pre(localTimeExists(date, time));
        expect(wall(zonedTimeToUtc(date, time).getTime())).toBe(`${date}T${time}`);
      }),
      { numRuns: 1000 },
    );
  });

  test('a repeated wall time maps to its earlier occurrence', () => {
    fc.assert(
      fc.property(dateArb, slotArb, (date, time) => {
        const instant = zonedTimeToUtc(date, time).getTime();
        fc.pre(localTimeExists(date, time));
        expect(wall(instant - 3_600_000)).not.toBe(`${date}T${time}`);
      }),
      { numRuns: 2000 },
    );
  });

  test('every offered slot exists and starts at least 30 minutes after now; sorted; windows are 15 minutes', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -1, max: 3 }), (now, dayOffset) => {
        const date = todayInZone(now + dayOffset * 86_400_000);
        const slots = bookableSlots(date, now);
        let previous = -Infinity;
        for (const time of slots) {
          const { earliestAt, latestAt } = slotWindow(date, time);
          const start = Date.parse(earliestAt);
          expect(localTimeExists(date, time)).toBe(true);
          expect(start).toBeGreaterThanOrEqual(now + 30 * 60_000);
          expect(Date.parse(latestAt) - start).toBe(15 * 60_000);
          expect(start).toBeGreaterThan(previous);
          previous = start;
        }
        if (dayOffset < 0) expect(slots).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  test('no slot that exists and is far enough ahead is left out', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 2 }), (now, dayOffset) => {
        const date = todayInZone(now + dayOffset * 86_400_000);
        const offered = new Set(bookableSlots(date, now));
        for (const time of TIME_SLOTS) {
          const ok =
            localTimeExists(date, time) && zonedTimeToUtc(date, time).getTime() >= now + 1_800_000;
          expect(offered.has(time)).toBe(ok);
        }
      }),
      { numRuns: 60 },
    );
  });
});
