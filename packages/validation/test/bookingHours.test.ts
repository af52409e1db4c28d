import { describe, expect, test } from 'vitest';
import {
  DEFAULT_BOOKING_HOURS,
  describeBookingHours,
  isBookingDay,
  isWithinBookingHours,
  parseBookingHours,
  ValidationError,
} from '../src/index.ts';

const WEEK = {
  sunday: '2026-11-29',
  monday: '2026-11-30',
  wednesday: '2026-12-02',
  friday: '2026-12-04',
  saturday: '2026-12-05',
};

describe('booking hours', () => {
  const standard = parseBookingHours(DEFAULT_BOOKING_HOURS);

  test('the default: Monday to Friday, the first slot at 9:00, the last at 16:45', () => {
    expect(isWithinBookingHours(standard, WEEK.monday, '09:00')).toBe(true);
    expect(isWithinBookingHours(standard, WEEK.friday, '16:45')).toBe(true);
    expect(isWithinBookingHours(standard, WEEK.friday, '17:00')).toBe(false);
    expect(isWithinBookingHours(standard, WEEK.monday, '08:45')).toBe(false);
    expect(isWithinBookingHours(standard, WEEK.wednesday, '03:00')).toBe(false);
    expect(isWithinBookingHours(standard, WEEK.sunday, '10:00')).toBe(false);
    expect(isWithinBookingHours(standard, WEEK.saturday, '10:00')).toBe(false);
    expect([WEEK.sunday, WEEK.monday, WEEK.saturday].map((d) => isBookingDay(standard, d))).toEqual(
      [false, true, false],
    );
  });

  test('several rules, a lunch break, a weekend range, one-digit hours', () => {
    const hours = parseBookingHours(
      'Mo-Th 8:00-12:00, 13:00-16:00; Fr 08:00-13:00; Sa-Su 10:00-11:00',
    );
    expect(isWithinBookingHours(hours, WEEK.monday, '11:45')).toBe(true);
    expect(isWithinBookingHours(hours, WEEK.monday, '12:00')).toBe(false);
    expect(isWithinBookingHours(hours, WEEK.monday, '13:00')).toBe(true);
    expect(isWithinBookingHours(hours, WEEK.friday, '13:00')).toBe(false);
    expect(isWithinBookingHours(hours, WEEK.sunday, '10:45')).toBe(true);
    expect(describeBookingHours(hours)).toBe(
      'od pondelka do štvrtka od 8:00 do 12:00 a od 13:00 do 16:00, v piatok od 8:00 do 13:00, v sobotu a v nedeľu od 10:00 do 11:00',
    );
    expect(describeBookingHours(standard)).toBe('od pondelka do piatka od 9:00 do 17:00');
    expect(describeBookingHours(parseBookingHours('Mo,We 09:00-12:00'))).toBe(
      'v pondelok a v stredu od 9:00 do 12:00',
    );
    expect(describeBookingHours(parseBookingHours('Mo-We,Fr 09:00-12:00'))).toBe(
      'od pondelka do stredy a v piatok od 9:00 do 12:00',
    );
  });

  test.each([
    ['', 'names no day'],
    ['Mo-Fr', 'has no hours'],
    ['Xx 09:00-17:00', '"Xx" is not a day'],
    ['Fr-Mo 09:00-17:00', 'runs backwards'],
    ['Mo-Fr 9-17', '"9" is not a time HH:mm'],
    ['Mo-Fr 09:00-12:00-13:00', 'is not a range HH:mm-HH:mm'],
    ['Mo-Fr 17:00-09:00', 'shorter than one 15-minute slot'],
    ['Mo-Fr 09:00-24:30', 'is not a time'],
  ])('"%s" is refused, saying where (%s)', (value, where) => {
    expect(() => parseBookingHours(value)).toThrow(ValidationError);
    expect(() => parseBookingHours(value)).toThrow(where);
  });
});
