import fc from 'fast-check';

/** Things inserted between the letters of a keyword. */
const filler = fc.constantFrom(
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u000b',
  '\u00ad',
  '\u200b',
  '\u200d',
  '\ufeff',
  '&#9;',
  '&#x0A;',
  '&#0000010',
  '&Tab;',
  '&NewLine;',
  '&#32;',
  '&#8203;',
  '&#x200B;',
  '&#1;',
);

/** One character, written literally or as a decimal/hex reference, in random case. */
const encodeChar = (c: string): fc.Arbitrary<string> => {
  const code = (ch: string) => ch.codePointAt(0) ?? 0;
  const named = c === ':' ? ['&colon;', '&COLON;'] : c === '=' ? ['&equals;'] : [];
  return fc.constantFrom(
    c.toLowerCase(),
    c.toUpperCase(),
    `&#${code(c.toLowerCase())};`,
    `&#${code(c.toUpperCase())}`,
    `&#x${code(c).toString(16)};`,
    `&#X${code(c).toString(16).toUpperCase()};`,
    `&#00${code(c)};`,
    ...named,
  );
};

/** `word` with random case, entity encoding and fillers between characters (if `gaps`). */
const obfuscate = (word: string, gaps: boolean): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...[...word].map((c) =>
        fc.tuple(encodeChar(c), fc.array(filler, { maxLength: gaps ? 2 : 0 })),
      ),
    )
    .map((parts) => parts.map(([c, fill]) => c + fill.join('')).join(''));

/** An obfuscated `javascript:`, `vbscript:` or `data:` prefix. */
export const scriptPrefix = fc
  .constantFrom('javascript:', 'vbscript:', 'data:')
  .chain((w) => obfuscate(w, true));

/** An obfuscated inline handler such as `OnErRoR \t=` or `&#111;nload&#61;`. */
export const inlineHandler = fc
  .tuple(
    fc.constantFrom('onclick', 'onerror', 'onload', 'onmouseover', 'onfocus', 'onx'),
    fc.array(filler, { maxLength: 3 }),
  )
  .chain(([name, fill]) =>
    fc
      .tuple(obfuscate(name, false), obfuscate('=', false))
      .map(([n, eq]) => n + fill.join('') + eq),
  );

/** Benign-looking surrounding text, including the characters that build attacks. */
export const context = fc.string({
  unit: fc.constantFrom(
    'a',
    'x',
    ' ',
    '<',
    '>',
    '"',
    "'",
    '=',
    ':',
    '&',
    '#',
    ';',
    '/',
    '\n',
    'é',
    '1',
  ),
  maxLength: 8,
});

/** Random text mixing attack fragments, split markers and arbitrary Unicode. */
export const hostileText = fc
  .array(
    fc.oneof(
      scriptPrefix,
      inlineHandler,
      context,
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
