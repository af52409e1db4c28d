import { TIME_SLOTS } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { groupSlots, workingHoursAnchor } from './slotGroups.ts';

describe('groupSlots', () => {
  test('a whole day: four groups of 24 slots, night 00:00-05:45 ... evening 18:00-23:45', () => {
    const groups = groupSlots(TIME_SLOTS);
    expect(groups.map((g) => [g.part, g.slots.length, g.slots[0], g.slots.at(-1)])).toEqual([
      ['night', 24, '00:00', '05:45'],
      ['morning', 24, '06:00', '11:45'],
      ['afternoon', 24, '12:00', '17:45'],
      ['evening', 24, '18:00', '23:45'],
    ]);
  });

  test('today from 14:45: only the afternoon and evening, starting at the first bookable slot', () => {
    const groups = groupSlots(TIME_SLOTS.slice(TIME_SLOTS.indexOf('14:45')));
    expect(groups.map((g) => [g.part, g.slots[0]])).toEqual([
      ['afternoon', '14:45'],
      ['evening', '18:00'],
    ]);
  });

  test('no slots, no groups', () => {
    expect(groupSlots([])).toEqual([]);
  });
});

describe('workingHoursAnchor', () => {
  test.each([
    ['a whole day: 08:00', ['00:00', '07:45', '08:00', '08:15'], '08:00'],
    ['today after 08:00: the list starts there anyway', ['10:30', '10:45'], null],
    ['late evening: none in working hours', ['18:00', '23:45'], null],
    ['tomorrow 00:15 onwards', ['00:15', '08:00'], '08:00'],
    ['no slots', [], null],
  ])('%s', (_title, slots, anchor) => {
    expect(workingHoursAnchor(slots)).toBe(anchor);
  });
});
