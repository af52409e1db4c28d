import { describe, expect, test } from 'vitest';
import { NBSP, typeset, typesetCopy } from './typography.ts';

/** Shows the invisible characters: "~" for a no-break space, "‑" stays the non-breaking hyphen. */
const visible = (text: string) => text.replaceAll(NBSP, '~');

describe('typeset', () => {
  // Each case is the typeset text, "~" where a no-break space must stand; the input is the same
  // text with a plain space there.
  test.each([
    ['a one-letter conjunction', 'spracúvanie a~uchovávanie'],
    ['a one-letter preposition', 'hovor s~asistentom'],
    ['every listed letter', 'a~i~k~o~s~u~v~z'],
    ['capitals at a sentence start', 'K~dispozícii. V~prehliadači.'],
    ['two in a row', 'údajov a~s~telefonickým kontaktom'],
    ['after an opening bracket or quote', '(v~meste) „a~tak“'],
    ['at the end of a text piece before a link', 'Viac nájdete v~'],
    ['a number and its word', 'K~dispozícii 24~hodín denne, 7~dní v~týždni'],
    ['an abbreviation and its number', 'zákonom č.~18/2018~Z.~z. o~ochrane'],
    ['longer words stay breakable', 'so spracúvaním ku koncu zo zákona'],
    ['a letter inside a word is no word', 'Dohodne stretnutia'],
    ['a letter before punctuation is left alone', 'body a), b) a~c.'],
    ['letters outside the list', 'plán B je tu'],
  ])('%s: %s', (_title, expected) => {
    expect(visible(typeset(expected.replaceAll('~', ' ')))).toBe(expected);
  });

  test('a line break after the letter becomes the no-break space', () => {
    expect(visible(typeset('súhlas a\nodvolanie'))).toBe('súhlas a~odvolanie');
  });

  test('"e-mail" keeps the ordinary hyphen (find-in-page and label search match it)', () => {
    expect(typeset('meno, e-mail a telefón')).toBe(`meno, e-mail a${NBSP}telefón`);
    expect(typeset('odvolať e-mailom alebo písomne')).toBe('odvolať e-mailom alebo písomne');
  });

  test('a single word (a field label) is returned exactly as written', () => {
    expect(typeset('E-mail')).toBe('E-mail');
    expect(typeset(' E-shopy ')).toBe(' E-shopy ');
    expect(typeset('')).toBe('');
  });

  test('is idempotent, so applying it twice (copy reused in copy) changes nothing', () => {
    const once = typeset('Súhlas môžete odvolať e-mailom a v 12 mesiacoch z č. 5 Z. z.');
    expect(typeset(once)).toBe(once);
  });
});

describe('typesetCopy', () => {
  test('typesets every string of a copy object, nested and in arrays, keeping its shape', () => {
    const copy = typesetCopy({
      title: 'Hovor s asistentom',
      label: 'E-mail',
      count: 3,
      flag: true,
      sections: [{ heading: 'Práva a povinnosti', items: ['prístup k údajom', 'oprava'] }],
    });
    expect(copy).toEqual({
      title: `Hovor s${NBSP}asistentom`,
      label: 'E-mail',
      count: 3,
      flag: true,
      sections: [
        { heading: `Práva a${NBSP}povinnosti`, items: [`prístup k${NBSP}údajom`, 'oprava'] },
      ],
    });
  });

  test('wraps text templates so their results are typeset too', () => {
    const copy = typesetCopy({ missing: (what: string) => `Ešte vyplňte ${what} a súhlas` });
    expect(copy.missing('meno')).toBe(`Ešte vyplňte meno a${NBSP}súhlas`);
  });
});
