// The one Slovak date formatter (slotPhrase and its parts): every weekday in every phrase it
// builds, the case after each preposition, hours without a leading zero, hours said as words,
// "dnes"/"zajtra" by the Bratislava calendar across both daylight-saving changes of 2026.
import { describe, expect, test } from 'vitest';
import {
  clockPhrase,
  dayPhrase,
  slotListPhrase,
  slotPhrase,
  spokenClockPhrase,
  spokenDayPhrase,
  spokenSlotListPhrase,
  spokenSlotPhrase,
  weekdayPhrase,
} from '../src/index.ts';

/** One week (Sunday 29 November 2026 to Saturday 5 December), with each weekday's forms. */
const WEEK = [
  {
    date: '2026-11-29',
    day: '29.',
    said: 'dvadsiateho deviateho',
    month: 'novembra',
    bare: 'nedeľa',
    v: 'v nedeľu',
    na: 'na nedeľu',
    od: 'od nedele',
    do: 'do nedele',
  },
  {
    date: '2026-11-30',
    day: '30.',
    said: 'tridsiateho',
    month: 'novembra',
    bare: 'pondelok',
    v: 'v pondelok',
    na: 'na pondelok',
    od: 'od pondelka',
    do: 'do pondelka',
  },
  {
    date: '2026-12-01',
    day: '1.',
    said: 'prvého',
    month: 'decembra',
    bare: 'utorok',
    v: 'v utorok',
    na: 'na utorok',
    od: 'od utorka',
    do: 'do utorka',
  },
  {
    date: '2026-12-02',
    day: '2.',
    said: 'druhého',
    month: 'decembra',
    bare: 'streda',
    v: 'v stredu',
    na: 'na stredu',
    od: 'od stredy',
    do: 'do stredy',
  },
  {
    date: '2026-12-03',
    day: '3.',
    said: 'tretieho',
    month: 'decembra',
    bare: 'štvrtok',
    v: 'vo štvrtok',
    na: 'na štvrtok',
    od: 'od štvrtka',
    do: 'do štvrtka',
  },
  {
    date: '2026-12-04',
    day: '4.',
    said: 'štvrtého',
    month: 'decembra',
    bare: 'piatok',
    v: 'v piatok',
    na: 'na piatok',
    od: 'od piatka',
    do: 'do piatka',
  },
  {
    date: '2026-12-05',
    day: '5.',
    said: 'piateho',
    month: 'decembra',
    bare: 'sobota',
    v: 'v sobotu',
    na: 'na sobotu',
    od: 'od soboty',
    do: 'do soboty',
  },
] as const;

const PREPOSITIONS = ['bare', 'v', 'na', 'od', 'do'] as const;
/** "dnes" and "zajtra" after each preposition. */
const RELATIVE = {
  bare: ['dnes', 'zajtra'],
  v: ['dnes', 'zajtra'],
  na: ['na dnes', 'na zajtra'],
  od: ['od dneška', 'od zajtra'],
  do: ['do dneška', 'do zajtra'],
} as const;

/** 08:00 in Bratislava (winter time, UTC+1) on `date`. */
const morningOf = (date: string) => Date.parse(`${date}T07:00:00Z`);

describe.each(WEEK)('$bare $date', (day) => {
  test.each(PREPOSITIONS)('after "%s": the weekday, the slot written and spoken', (after) => {
    const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
    expect(weekdayPhrase(weekday, after)).toBe(day[after]);
    expect(dayPhrase(day.date, { after })).toBe(`${day[after]} ${day.day} ${day.month}`);
    expect(slotPhrase(day.date, '09:00', { after })).toBe(
      `${day[after]} ${day.day} ${day.month} o 9:00`,
    );
    expect(slotPhrase(day.date, '13:30', { after })).toBe(
      `${day[after]} ${day.day} ${day.month} o 13:30`,
    );
    expect(spokenSlotPhrase(day.date, '09:00', { after })).toBe(
      `${day[after]} ${day.said} ${day.month} o deviatej`,
    );
    expect(spokenSlotPhrase(day.date, '13:30', { after })).toBe(
      `${day[after]} ${day.said} ${day.month} o trinástej tridsať`,
    );
  });

  test.each(PREPOSITIONS)(
    'after "%s": today and tomorrow by name, the day after by date',
    (after) => {
      const now = morningOf(day.date);
      const [today, tomorrow] = RELATIVE[after];
      expect(slotPhrase(day.date, '10:00', { after, now })).toBe(`${today} o 10:00`);
      expect(spokenSlotPhrase(day.date, '10:00', { after, now })).toBe(`${today} o desiatej`);
      const next = WEEK[(WEEK.indexOf(day) + 1) % 7];
      if (next && next.date > day.date) {
        expect(slotPhrase(next.date, '09:15', { after, now })).toBe(`${tomorrow} o 9:15`);
        const later = WEEK[(WEEK.indexOf(day) + 2) % 7];
        if (later && later.date > next.date) {
          expect(dayPhrase(later.date, { after, now })).toBe(
            `${later[after]} ${later.day} ${later.month}`,
          );
        }
      }
      // a day before today is named, never "včera"
      const before = WEEK[(WEEK.indexOf(day) + 6) % 7];
      if (before && before.date < day.date) {
        expect(dayPhrase(before.date, { after, now })).toBe(
          `${before[after]} ${before.day} ${before.month}`,
        );
      }
    },
  );

  test('a list names the day once: written with one "o", spoken with an "o" per hour', () => {
    const slots = ['09:00', '10:00', '11:00'].map((time) => ({ date: day.date, time }));
    expect(slotListPhrase(slots, { after: 'v' })).toBe(
      `${day.v} ${day.day} ${day.month} o 9:00, 10:00 a 11:00`,
    );
    expect(spokenSlotListPhrase(slots, { after: 'v' })).toBe(
      `${day.v} ${day.said} ${day.month} o deviatej, o desiatej a o jedenástej`,
    );
  });
});

describe('hours', () => {
  test.each([
    ['09:00', 'o 9:00', 'o deviatej'],
    ['09:15', 'o 9:15', 'o deviatej pätnásť'],
    ['10:45', 'o 10:45', 'o desiatej štyridsaťpäť'],
    ['12:00', 'o 12:00', 'o dvanástej'],
    ['16:30', 'o 16:30', 'o šestnástej tridsať'],
    ['21:15', 'o 21:15', 'o dvadsiatej prvej pätnásť'],
    ['00:00', 'o 0:00', 'o polnoci'],
    ['00:30', 'o 0:30', 'o tridsať minút po polnoci'],
    ['01:00', 'o 1:00', 'o jednej'],
    ['09:07', 'o 9:07', 'o 9:07'],
  ])('%s: written "%s", spoken "%s"', (time, written, spoken) => {
    expect(clockPhrase(time)).toBe(written);
    expect(spokenClockPhrase(time)).toBe(spoken);
  });

  test('day numbers of the whole month, spoken', () => {
    const said = (day: number) =>
      spokenDayPhrase(`2026-01-${String(day).padStart(2, '0')}`)
        .split(' ')
        .slice(1, -1)
        .join(' ');
    expect([1, 9, 10, 11, 19, 20, 21, 29, 30, 31].map(said)).toEqual([
      'prvého',
      'deviateho',
      'desiateho',
      'jedenásteho',
      'devätnásteho',
      'dvadsiateho',
      'dvadsiateho prvého',
      'dvadsiateho deviateho',
      'tridsiateho',
      'tridsiateho prvého',
    ]);
  });
});

describe('daylight-saving changes: "dnes" and "zajtra" follow the Bratislava calendar', () => {
  test.each([
    // spring forward, Sunday 29 March 2026 (02:00 CET -> 03:00 CEST, 01:00 UTC)
    ['2026-03-28T22:30:00Z', 'Saturday 23:30 CET', '2026-03-28', '2026-03-29', '2026-03-30'],
    ['2026-03-28T23:30:00Z', 'Sunday 00:30 CET', '2026-03-29', '2026-03-30', '2026-03-31'],
    ['2026-03-29T21:30:00Z', 'Sunday 23:30 CEST', '2026-03-29', '2026-03-30', '2026-03-31'],
    ['2026-03-29T22:30:00Z', 'Monday 00:30 CEST', '2026-03-30', '2026-03-31', '2026-04-01'],
    // fall back, Sunday 25 October 2026 (03:00 CEST -> 02:00 CET, 01:00 UTC)
    ['2026-10-24T21:30:00Z', 'Saturday 23:30 CEST', '2026-10-24', '2026-10-25', '2026-10-26'],
    ['2026-10-24T22:30:00Z', 'Sunday 00:30 CEST', '2026-10-25', '2026-10-26', '2026-10-27'],
    ['2026-10-25T22:30:00Z', 'Sunday 23:30 CET', '2026-10-25', '2026-10-26', '2026-10-27'],
    ['2026-10-25T23:30:00Z', 'Monday 00:30 CET', '2026-10-26', '2026-10-27', '2026-10-28'],
  ])('at %s (%s)', (instant, _local, today, tomorrow, afterTomorrow) => {
    const now = Date.parse(instant);
    expect(slotPhrase(today, '09:00', { now, after: 'na' })).toBe('na dnes o 9:00');
    expect(slotPhrase(tomorrow, '09:00', { now, after: 'na' })).toBe('na zajtra o 9:00');
    expect(dayPhrase(afterTomorrow, { now })).not.toMatch(/dnes|zajtra/);
  });

  test('the days of the changes are Sundays, and their night hours are written as given', () => {
    expect(slotPhrase('2026-03-29', '02:30', { after: 'na' })).toBe('na nedeľu 29. marca o 2:30');
    expect(spokenSlotPhrase('2026-10-25', '02:30', { after: 'v' })).toBe(
      'v nedeľu dvadsiateho piateho októbra o druhej tridsať',
    );
  });
});
