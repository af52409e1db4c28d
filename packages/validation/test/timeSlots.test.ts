import { describe, expect, test } from 'vitest';
import {
  bookableSlots,
  DEFAULT_SCHEDULE_MAX_DAYS,
  isBookableSlot,
  isCalendarDate,
  lastBookableDate,
  localTimeExists,
  SLOT_MINUTES,
  slotWindow,
  TIME_SLOTS,
  TIME_ZONE,
  todayInZone,
  ValidationError,
} from '../src/index.ts';
import { isSlotTime } from '../src/time-slots/isSlotTime.ts';
import { MIN_LEAD_MINUTES } from '../src/time-slots/timeSlotConstants.ts';
import { zonedTimeToUtc } from '../src/time-slots/zonedTimeToUtc.ts';

/** Instants written in UTC; Bratislava is UTC+1 in winter (CET) and UTC+2 in summer (CEST). */
const at = (iso: string) => new Date(iso);
const DST_GAP = ['02:00', '02:15', '02:30', '02:45'];

describe('constants', () => {
  test('zone, slot length and lead time', () => {
    expect([TIME_ZONE, SLOT_MINUTES, MIN_LEAD_MINUTES]).toEqual(['Europe/Bratislava', 15, 30]);
  });

  test('96 slots from 00:00 to 23:45 in 15-minute steps', () => {
    expect(TIME_SLOTS).toHaveLength(96);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(TIME_SLOTS[1]).toBe('00:15');
    expect(TIME_SLOTS[95]).toBe('23:45');
    expect(new Set(TIME_SLOTS).size).toBe(96);
    expect(TIME_SLOTS.every(isSlotTime)).toBe(true);
  });
});

describe('todayInZone', () => {
  test.each([
    ['22:59 UTC in winter is still the same day (23:59 CET)', '2026-01-15T22:59:00Z', '2026-01-15'],
    [
      '23:00 UTC in winter is already the next day (00:00 CET)',
      '2026-01-15T23:00:00Z',
      '2026-01-16',
    ],
    ['22:00 UTC in summer is the next day (00:00 CEST)', '2026-07-15T22:00:00Z', '2026-07-16'],
    ['New Year in Bratislava before UTC', '2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s', (_t, iso, expected) => {
    expect(todayInZone(at(iso))).toBe(expected);
    expect(todayInZone(at(iso).getTime())).toBe(expected);
  });
});

describe('zonedTimeToUtc', () => {
  test.each([
    ['winter noon (CET, UTC+1)', '2026-01-15', '12:00', '2026-01-15T11:00:00.000Z'],
    ['summer noon (CEST, UTC+2)', '2026-07-15', '12:00', '2026-07-15T10:00:00.000Z'],
    [
      'midnight in summer is the previous UTC day',
      '2026-07-15',
      '00:00',
      '2026-07-14T22:00:00.000Z',
    ],
    ['01:45 before the March change (CET)', '2026-03-29', '01:45', '2026-03-29T00:45:00.000Z'],
    ['03:00 just after the March change (CEST)', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    [
      'skipped 02:30 in March is pushed forward to 03:30 CEST',
      '2026-03-29',
      '02:30',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'repeated 02:30 in October maps to its first occurrence (CEST)',
      '2026-10-25',
      '02:30',
      '2026-10-25T00:30:00.000Z',
    ],
    ['03:00 after the October change (CET)', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['a leap day', '2028-02-29', '09:15', '2028-02-29T08:15:00.000Z'],
  ])('%s', (_t, date, time, iso) => {
    expect(zonedTimeToUtc(date, time).toISOString()).toBe(iso);
  });

  test.each([
    ['an impossible date', '2026-02-30', '10:00', 'invalid_date'],
    ['a wrong date format', '29.03.2026', '10:00', 'invalid_date'],
    ['a wrong time format', '2026-03-29', '9:00', 'invalid_time'],
    ['hour 24', '2026-03-29', '24:00', 'invalid_time'],
  ])('throws ValidationError for %s', (_t, date, time, code) => {
    expect(() => zonedTimeToUtc(date, time)).toThrow(ValidationError);
    expect(() => zonedTimeToUtc(date, time)).toThrow(expect.objectContaining({ code }));
  });
});

describe('slotWindow', () => {
  test.each([
    [
      'an ordinary winter slot',
      '2026-01-15',
      '10:00',
      '2026-01-15T09:00:00.000Z',
      '2026-01-15T09:15:00.000Z',
    ],
    [
      'the last slot of the day ends at midnight',
      '2026-07-15',
      '23:45',
      '2026-07-15T21:45:00.000Z',
      '2026-07-15T22:00:00.000Z',
    ],
    [
      '01:45 before the gap ends at 03:00 CEST',
      '2026-03-29',
      '01:45',
      '2026-03-29T00:45:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ],
    [
      'repeated 02:45 (first occurrence) ends 15 minutes later',
      '2026-10-25',
      '02:45',
      '2026-10-25T00:45:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ],
  ])('%s', (_t, date, time, earliestAt, latestAt) => {
    expect(slotWindow(date, time)).toEqual({ earliestAt, latestAt });
  });
});

describe('bookableSlots', () => {
  test('at 23:40 Bratislava nothing is left today', () => {
    expect(bookableSlots('2026-01-15', at('2026-01-15T22:40:00Z'))).toEqual([]);
  });

  test('at 23:40 Bratislava tomorrow starts at 00:15 (00:00 is only 20 minutes ahead)', () => {
    const slots = bookableSlots('2026-01-16', at('2026-01-15T22:40:00Z'));
    expect(slots[0]).toBe('00:15');
    expect(slots).toHaveLength(95);
  });

  test('at 23:29 Bratislava tomorrow 00:00 is still offered (31 minutes ahead)', () => {
    expect(bookableSlots('2026-01-16', at('2026-01-15T22:29:00Z'))[0]).toBe('00:00');
  });

  test.each([
    ['10:00 exactly: 10:30 is the first slot', '2026-01-15T09:00:00Z', '10:30'],
    ['10:01: 10:45 is the first slot', '2026-01-15T09:01:00Z', '10:45'],
    ['10:15 exactly: 10:45 is the first slot', '2026-01-15T09:15:00Z', '10:45'],
    ['09:59:59: 10:30 is the first slot', '2026-01-15T08:59:59Z', '10:30'],
  ])('today at %s', (_t, iso, first) => {
    expect(bookableSlots('2026-01-15', at(iso))[0]).toBe(first);
  });

  test('a date in the past has no slots', () => {
    expect(bookableSlots('2026-01-14', at('2026-01-15T09:00:00Z'))).toEqual([]);
    expect(bookableSlots('2020-01-01', at('2026-01-15T09:00:00Z'))).toEqual([]);
  });

  test('a date far ahead has all 96 slots', () => {
    expect(bookableSlots('2031-06-17', at('2026-01-15T09:00:00Z'))).toEqual([...TIME_SLOTS]);
  });

  test('last Sunday of March 2026: 02:00-02:45 do not exist and are not offered', () => {
    const slots = bookableSlots('2026-03-29', at('2026-03-01T12:00:00Z'));
    expect(slots).toHaveLength(92);
    for (const t of DST_GAP) expect(slots).not.toContain(t);
    expect(slots).toContain('01:45');
    expect(slots).toContain('03:00');
  });

  test('last Sunday of March 2026 at 01:20 CET: first slot is 03:00 CEST (02:xx skipped)', () => {
    expect(bookableSlots('2026-03-29', at('2026-03-29T00:20:00Z'))[0]).toBe('03:00');
  });

  test('last Sunday of October 2026: 02:00-02:45 occur twice but are offered once', () => {
    const slots = bookableSlots('2026-10-25', at('2026-10-01T12:00:00Z'));
    expect(slots).toEqual([...TIME_SLOTS]);
    expect(slots.filter((s) => s === '02:30')).toHaveLength(1);
  });

  test('last Sunday of October 2026 at 02:10 CEST: 02:45 (first occurrence) is the first slot', () => {
    expect(bookableSlots('2026-10-25', at('2026-10-25T00:10:00Z'))[0]).toBe('02:45');
  });

  test('last Sunday of October 2026 at 02:10 CET (second pass): repeated times count as past', () => {
    expect(bookableSlots('2026-10-25', at('2026-10-25T01:10:00Z'))[0]).toBe('03:00');
  });

  test.each([['not-a-date'], ['2026-13-01'], ['2026-02-29'], ['']])(
    'a malformed date (%j) has no slots',
    (date) => {
      expect(bookableSlots(date, at('2026-01-15T09:00:00Z'))).toEqual([]);
    },
  );

  test('uses the real clock by default', () => {
    const today = todayInZone();
    expect(bookableSlots('2099-01-01')).toHaveLength(96);
    expect(bookableSlots(today).length).toBeLessThanOrEqual(96);
  });

  test('isBookableSlot agrees with bookableSlots', () => {
    const now = at('2026-01-15T09:00:00Z');
    expect(isBookableSlot('2026-01-15', '10:30', now)).toBe(true);
    expect(isBookableSlot('2026-01-15', '10:15', now)).toBe(false);
    expect(isBookableSlot('2026-03-29', '02:15', now)).toBe(false);
  });
});

describe('date and time helpers', () => {
  test.each([
    ['2026-01-31', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-1-1', false],
    ['0000-01-01', false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  test.each([
    ['00:00', true],
    ['23:45', true],
    ['12:30', true],
    ['12:10', false],
    ['24:00', false],
    ['7:15', false],
    ['07:15:00', false],
  ])('isSlotTime(%j) is %s', (value, expected) => {
    expect(isSlotTime(value)).toBe(expected);
  });

  test.each([
    ['2026-03-29', '02:30', false],
    ['2026-03-29', '03:00', true],
    ['2026-10-25', '02:30', true],
    ['2026-02-30', '10:00', false],
    ['2026-01-15', '25:00', false],
  ])('localTimeExists(%j, %j) is %s', (date, time, expected) => {
    expect(localTimeExists(date, time)).toBe(expected);
  });
});

describe('lastBookableDate (SCHEDULE_MAX_DAYS horizon)', () => {
  test.each([
    ['30 days after a winter day', 30, '2026-01-10T10:00:00Z', '2026-02-09'],
    ['across a month end', 30, '2026-01-31T12:00:00Z', '2026-03-02'],
    ['Bratislava is already tomorrow at 23:30 UTC', 1, '2026-07-01T23:30:00Z', '2026-07-03'],
    ['0 days: only today', 0, '2026-03-29T01:30:00Z', '2026-03-29'],
    ['into a leap day', 1, '2028-02-28T08:00:00Z', '2028-02-29'],
  ])('%s', (_title, days, now, expected) => {
    expect(lastBookableDate(days, Date.parse(now))).toBe(expected);
  });

  test('the default horizon is 30 days', () => {
    expect(DEFAULT_SCHEDULE_MAX_DAYS).toBe(30);
  });
});
