import { describe, expect, test } from 'vitest';
import { daysSk } from './daysSk.ts';

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
