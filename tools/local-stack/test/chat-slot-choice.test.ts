// What the local Vapi's chat takes for a written choice among the offered slots
// (src/chat-slot-choice.ts): an ordinal, a time, a weekday with a time; nothing else.
import { demoSlotOffer } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { chosenSlot } from '../src/chat-slot-choice.ts';

// Tuesday 1 December 2026 and Wednesday 2 December
const TUE_10 = demoSlotOffer('2026-12-01', '10:00');
const TUE_1030 = demoSlotOffer('2026-12-01', '10:30');
const WED_10 = demoSlotOffer('2026-12-02', '10:00');
const WED_14 = demoSlotOffer('2026-12-02', '14:00');
const OFFERED = [TUE_10, TUE_1030, WED_10, WED_14];

describe('a written choice among the offered slots', () => {
  test.each([
    ['Prvý termín, prosím.', TUE_10],
    ['ten druhý', TUE_1030],
    ['Beriem tretiu možnosť', WED_10],
    ['posledný', WED_14],
    ['v utorok o desiatej', TUE_10],
    ['V stredu o 10:00', WED_10],
    ['o pol jedenástej', TUE_1030],
    ['o druhej poobede', WED_14],
    ['v stredu o 14', WED_14],
    ['Hodí sa mi 10.30', TUE_1030],
  ])('%s', (text, slot) => {
    expect(chosenSlot(text, OFFERED)).toEqual(slot);
  });

  test.each([
    'Dobrý deň, zaujíma ma ukážka.',
    'Aké máte voľné termíny?',
    'Zajtra dopoludnia.',
    'v utorok',
    'o desiatej',
    'v piatok o desiatej',
    'o 11:45',
  ])('%s: no choice (no slot, or more than one fits)', (text) => {
    expect(chosenSlot(text, OFFERED)).toBeNull();
  });

  test('nothing offered: no choice', () => {
    expect(chosenSlot('ten prvý', [])).toBeNull();
  });
});
