import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../src/contact/isValidEmail.ts';
import { isValidPhone } from '../src/contact/isValidPhone.ts';
import { E164_PATTERN } from '../src/contact/normalizePhone.ts';
import { normalizePhone } from '../src/index.ts';

describe('isValidEmail', () => {
  test.each([
    ['a plain address', 'jan@firma.sk', true],
    ['dots and plus in the local part', 'jan.novak+demo@firma.sk', true],
    ['a subdomain', 'x@mail.firma.co.uk', true],
    ['diacritics', 'ján@fírma.sk', true],
    ['no @', 'jan.firma.sk', false],
    ['two @', 'jan@@firma.sk', false],
    ['no domain dot', 'jan@firma', false],
    ['empty local part', '@firma.sk', false],
    ['a space inside', 'jan novak@firma.sk', false],
    ['a leading space (callers trim first)', ' jan@firma.sk', false],
    ['a trailing dot', 'jan@firma.sk.', false],
    ['consecutive dots in the domain', 'jan@firma..sk', false],
    ['empty string', '', false],
  ])('%s -> %s', (_t, value, expected) => {
    expect(isValidEmail(value as string)).toBe(expected);
  });

  test(`accepts exactly ${EMAIL_MAX_LENGTH} characters and rejects one more`, () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(186)}.sk`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });
});

describe('isValidPhone', () => {
  test.each([
    ['national Slovak mobile', '0905 123 456', true],
    ['international with +', '+421 905 123 456', true],
    ['with hyphens and parentheses', '+421 (905) 123-456', true],
    ['10 digits exactly', '0905123456', true],
    ['15 digits exactly', '+123456789012345', true],
    ['9 digits is too short', '905 123 456', false],
    ['16 digits is too long', '+1234567890123456', false],
    ['a + in the middle', '0905+123456', false],
    ['letters', '0905 12A 456', false],
    ['dots are not allowed', '0905.123.456', false],
    ['empty string', '', false],
  ])('%s: %j -> %s', (_t, value, expected) => {
    expect(isValidPhone(value as string)).toBe(expected);
  });
});

describe('normalizePhone', () => {
  test.each([
    ['national 0 becomes +421', '0905 123 456', '+421905123456'],
    ['00 prefix becomes +', '00421 905 123 456', '+421905123456'],
    ['+ numbers keep their country code', '+420 601 234 567', '+420601234567'],
    ['formatting is removed', '+421 (905) 123-456', '+421905123456'],
    ['dots and slashes are formatting too', '0905/123.456', '+421905123456'],
    ['the trunk (0) after a country code is dropped', '+421 (0) 905 123 456', '+421905123456'],
    ['bare digits read as an international number', '421905123456', '+421905123456'],
    ['surrounding whitespace is ignored', ' 0905123456 ', '+421905123456'],
    ['letters give null', '0905 CALL ME', null],
    ['a + in the middle gives null', '0905+123456', null],
    ['too short gives null', '+42190', null],
    ['too long gives null', '+1234567890123456', null],
    ['a zero country code gives null', '+0905123456', null],
    ['000 prefix gives null', '000905123456', null],
    ['empty gives null', '', null],
  ])('%s: %j -> %j', (_t, value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });

  test('output is always E.164 or null (property-based)', () => {
    const phoneish = fc.string({
      unit: fc.constantFrom('0', '1', '4', '2', '9', '+', ' ', '-', '(', ')', '.', '/', 'a'),
      maxLength: 24,
    });
    fc.assert(
      fc.property(fc.oneof(phoneish, fc.string()), (value) => {
        const out = normalizePhone(value);
        if (out !== null) expect(out).toMatch(/^\+[1-9]\d{7,14}$/);
      }),
      { numRuns: 3000 },
    );
  });

  test('every valid national number normalises to +421 and its digits (property-based)', () => {
    const national = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 11 })
      .filter((d) => d[0] !== 0)
      .map((d) => d.join(''));
    fc.assert(
      fc.property(national, (digits) => {
        const spaced = `0${digits.slice(0, 3)} ${digits.slice(3)}`;
        expect(normalizePhone(spaced)).toBe(`+421${digits}`);
      }),
    );
  });

  test('normalising is idempotent on its own output (property-based)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '4', '9', '+', ' ') }), (value) => {
        const out = normalizePhone(value);
        if (out !== null) expect(normalizePhone(out)).toBe(out);
      }),
    );
  });

  test('E164_PATTERN is the documented one', () => {
    expect(E164_PATTERN.source).toBe('^\\+[1-9]\\d{7,14}$');
  });
});
