import { describe, expect, test } from 'vitest';
import { DEMO_FIELD_LIMITS } from '../src/demo-request/DEMO_FIELD_LIMITS.ts';
import { sanitizeField, sanitizeName } from '../src/index.ts';

describe('sanitizeName (applied as typed)', () => {
  test.each([
    ['Slovak diacritics are kept', 'Ján Ďurčo-Šťastná', 'Ján Ďurčo-Šťastná'],
    [
      'all Slovak letters are kept',
      'áäčďéíĺľňóôŕšťúýž ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ',
      'áäčďéíĺľňóôŕšťúýž ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ',
    ],
    ['a trailing space while typing is kept', 'Ján ', 'Ján '],
    ['a leading space is kept (trimmed at submit)', ' Ján', ' Ján'],
    ['apostrophes (straight and typographic) are kept', "O'Brien D’Arcy", "O'Brien D’Arcy"],
    ['dots are kept', 'Ing. Peter P.', 'Ing. Peter P.'],
    ['other scripts are letters too', 'Παύλος Иван', 'Παύλος Иван'],
    ['decomposed diacritics (combining marks) are kept', 'Jа\u0301n', 'Jа\u0301n'],
    ['digits are dropped', 'Peter2', 'Peter'],
    ['angle brackets and markup are dropped', '<b>Ján</b>', 'bJánb'],
    ['script prefixes cannot survive (no colon)', 'javascript:alert(1)', 'javascriptalert'],
    ['handlers cannot survive (no =)', 'onclick=x', 'onclickx'],
    ['tabs, newlines and control characters are dropped', 'Ján\t\nNovák\u0000', 'JánNovák'],
    ['symbols and emoji are dropped', 'Ján@Novák! 😀', 'JánNovák '],
  ])('%s', (_title, input, expected) => {
    expect(sanitizeName(input)).toBe(expected);
  });
});

describe('sanitizeField (applied as typed)', () => {
  test.each([
    ['an email is kept', 'jan.novak+demo@firma.sk', 'jan.novak+demo@firma.sk'],
    ['a phone with + ( ) - and spaces is kept', '+421 (905) 123-456', '+421 (905) 123-456'],
    [
      'free-text industry with diacritics is kept',
      'Výroba nábytku, s.r.o.',
      'Výroba nábytku, s.r.o.',
    ],
    ['trailing space while typing is kept', 'Výroba ', 'Výroba '],
    ['leading space is kept (trimmed at submit)', ' a', ' a'],
    ['angle brackets are dropped', 'a<b>c', 'abc'],
    ['script prefixes are dropped', 'JavaScript:alert(1)', 'alert(1)'],
    ['data: prefixes are dropped', 'data:text/html', 'text/html'],
    ['inline handlers are dropped', 'x onmouseover=y', 'x y'],
    ['tabs, newlines and control characters are dropped', 'a\tb\nc\u0000d\u007f', 'abcd'],
    ['bidi override characters are dropped', 'a\u202eb', 'ab'],
  ])('%s', (_title, input, expected) => {
    expect(sanitizeField(input)).toBe(expected);
  });

  test('an explicit cap', () => {
    expect(sanitizeField('a'.repeat(300), DEMO_FIELD_LIMITS.phone)).toHaveLength(32);
  });
});

describe.each([
  { name: 'sanitizeName', sanitize: sanitizeName, typed: 'Ján Novák', cap: DEMO_FIELD_LIMITS.name },
  { name: 'sanitizeField', sanitize: sanitizeField, typed: 'ján.novák@firma.sk', cap: 254 },
])('$name as the visitor types', ({ sanitize, typed, cap }) => {
  test(`typing "${typed}" character by character keeps it whole`, () => {
    let value = '';
    for (const ch of typed) value = sanitize(value + ch);
    expect(value).toBe(typed);
  });

  test(`caps at ${cap} characters`, () => {
    expect(sanitize('a'.repeat(300))).toHaveLength(cap);
  });
});
