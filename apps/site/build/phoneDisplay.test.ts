import { describe, expect, test } from 'vitest';
import { formatPhoneDisplay } from './phoneDisplay.ts';

describe('formatPhoneDisplay', () => {
  test.each([
    ['Bratislava landline', '+421233456789', '+421 2 3345 6789'],
    ['another Slovak landline (Trenčín)', '+421321234567', '+421 32 123 4567'],
    ['Slovak mobile', '+421905123456', '+421 905 123 456'],
    ['Slovak mobile (9xx)', '+421949876543', '+421 949 876 543'],
    ['Slovak toll-free', '+421800123456', '+421 800 123 456'],
    ['Czech mobile', '+420601123456', '+420 601 123 456'],
    ['Austrian landline', '+4313134000', '+43 1 3134000'],
    ['already grouped input', '+421 2 334 567 89', '+421 2 3345 6789'],
  ])('%s: %s -> %s', (_kind, input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });

  test.each(['', 'not a number', '+4212', '+421999999999999'])(
    'an invalid number is shown as configured: %j',
    (input) => {
      expect(formatPhoneDisplay(input)).toBe(input);
    },
  );
});
