import { describe, expect, test } from 'vitest';
import { typeset } from '../lib/typography.ts';
import { daysSk, minutesSk, numberSk, plural, waitSk } from './plural.ts';
import { typedTurnCopy } from './typedTurn.ts';

const SLOTS = {
  one: 'voľný termín',
  few: 'voľné termíny',
  many: 'voľného termínu',
  other: 'voľných termínov',
};

describe('plural', () => {
  test.each([
    [0, '0 voľných termínov'],
    [1, '1 voľný termín'],
    [2, '2 voľné termíny'],
    [4, '4 voľné termíny'],
    [5, '5 voľných termínov'],
    [11, '11 voľných termínov'],
    [21, '21 voľných termínov'],
    [22, '22 voľných termínov'],
    [1.5, '1.5 voľného termínu'],
  ])('%d -> %s (Intl.PluralRules sk)', (count, text) => {
    expect(plural(count, SLOTS)).toBe(text);
  });
});

describe('daysSk', () => {
  test.each([
    [1, '1 deň'],
    [2, '2 dni'],
    [4, '4 dni'],
    [5, '5 dní'],
    [30, '30 dní'],
    [180, '180 dní'],
  ])('%i -> %s', (days, text) => {
    expect(daysSk(days)).toBe(text);
  });
});

describe('minutesSk', () => {
  test.each([
    [1, '1\u00a0minútu'],
    [3, '3\u00a0minúty'],
    [5, '5\u00a0minút'],
  ])('%d', (n, text) => expect(minutesSk(n)).toBe(text));
});

describe('waitSk', () => {
  test.each([
    [1, 'sekundu'],
    [2, '2\u00a0sekundy'],
    [40, '40\u00a0sekúnd'],
    [60, 'minútu'],
    [61, '2\u00a0minúty'],
    [600, '10\u00a0minút'],
    [3_600, 'hodinu'],
    [7_200, '2\u00a0hodiny'],
  ])('%d s -> "o %s"', (seconds, text) => {
    expect(waitSk(seconds)).toBe(text);
  });
});

describe('numberSk', () => {
  test.each([
    [7, '7'],
    [500, '500'],
    [1_000, '1 000'],
    [12_500, '12 500'],
    [1_000_000, '1 000 000'],
  ])('%d -> %s', (n, text) => expect(numberSk(n)).toBe(text));

  test("the typed turn's refusal names the one limit of a call's and a chat's typed text", () => {
    expect(typedTurnCopy.errors['text-too-long']).toBe(
      typeset('Správa je príliš dlhá. Skráťte ju na najviac 1 000 znakov.'),
    );
  });
});
