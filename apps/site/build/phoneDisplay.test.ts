import { describe, expect, test } from 'vitest';
import { formatPhoneDisplay } from './phoneDisplay.ts';

describe('formatPhoneDisplay', () => {
  // Each case is the grouped display; the configured number is the same without the spaces.
  test.each([
    ['Bratislava landline', '+421 2 3345 6789'],
    ['another Slovak landline (Trenčín)', '+421 32 123 4567'],
    ['Slovak mobile', '+421 905 123 456'],
    ['Slovak mobile (9xx)', '+421 949 876 543'],
    ['Slovak toll-free', '+421 800 123 456'],
    ['Czech mobile', '+420 601 123 456'],
    ['Austrian landline', '+43 1 3134000'],
  ])('%s: shown as %s', (_kind, shown) => {
    expect(formatPhoneDisplay(shown.replaceAll(' ', ''))).toBe(shown);
  });

  test('an input grouped otherwise is grouped anew', () => {
    expect(formatPhoneDisplay('+421 2 334 567 89')).toBe('+421 2 3345 6789');
  });

  test.each(['', 'not a number', '+4212', '+421999999999999'])(
    'an invalid number is shown as configured: %j',
    (input) => {
      expect(formatPhoneDisplay(input)).toBe(input);
    },
  );
});
