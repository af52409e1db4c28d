/**
 * Regex source matching `char` itself or any HTML numeric character reference to it (decimal or
 * hex, leading zeros, with or without the closing ';'), in either letter case. Use with the `i` flag.
 */
function entityPattern(char: string): string {
  const codes = new Set([char.toLowerCase().codePointAt(0), char.toUpperCase().codePointAt(0)]);
  const literal = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const alternatives = [literal];
  for (const code of codes) {
    if (code === undefined) continue;
    alternatives.push(`&#0*${code}(?![0-9]);?`, `&#x0*${code.toString(16)}(?![0-9a-f]);?`);
  }
  return `(?:${alternatives.join('|')})`;
}

/**
 * What browsers skip inside a URL scheme or around `=`, and what obfuscators insert: whitespace,
 * control characters, soft hyphen, zero-width and bidi marks, BOM, and their numeric references.
 */
const IGNORABLE =
  '(?:[\\s\\x00-\\x1f\\x7f-\\x9f\\u00ad\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff]' +
  '|&(?:nbsp|shy);?|&(?:tab|newline|zwsp|zwnj|zwj|lrm|rlm);' +
  '|&#0*(?:[0-9]|[12][0-9]|3[0-2]|12[7-9]|1[3-5][0-9]|160|173|5760|819[2-9]|820[0-7]|823[2-9]' +
  '|828[7-9]|829[0-2]|12288|65279)(?![0-9]);?' +
  '|&#x0*(?:[0-9a-f]|1[0-9a-f]|20|7f|[89][0-9a-f]|a0|ad|1680|200[0-9a-f]|202[89a-f]|205f|206[0-4]' +
  '|3000|feff)(?![0-9a-f]);?)*';

/** An ASCII letter, literal or as a numeric character reference. */
const LETTER =
  '(?:[a-z]|&#0*(?:6[5-9]|[78][0-9]|90|9[7-9]|1[01][0-9]|12[0-2])(?![0-9]);?' +
  '|&#x0*(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])(?![0-9a-f]);?)';

/** Any numeric character reference; it may end in a digit, so it also counts as a boundary. */
const ENTITY = '&#(?:x[0-9a-f]+|[0-9]+);?';

const COLON = `(?:${entityPattern(':')}|&colon;)`;
const EQUALS = `(?:${entityPattern('=')}|&equals;)`;

/** A keyword whose letters may be entity-encoded and separated by ignorable characters. */
const obfuscated = (word: string): string =>
  [...word].map(entityPattern).join(IGNORABLE) + IGNORABLE + COLON;

/** `<`, `>` and their entity forms (`&lt;`, `&#62;`, `&#x3C;`...). */
export const ANGLE_BRACKETS = new RegExp(
  `${entityPattern('<')}|${entityPattern('>')}|&(?:lt|gt);?`,
  'gi',
);

/** `javascript:` and `vbscript:` anywhere, however obfuscated. */
export const SCRIPT_SCHEMES = new RegExp(
  `${obfuscated('javascript')}|${obfuscated('vbscript')}`,
  'gi',
);

/**
 * `data:` where it can start a URL: at the start or after a character that cannot be part of a
 * scheme (or after a character reference), so 'metadata:' stays. Group 1 keeps the preceding character.
 */
export const DATA_SCHEME = new RegExp(`(^|[^a-z0-9+.-]|${ENTITY})${obfuscated('data')}`, 'gi');

/**
 * Inline event-handler attributes (`onclick=`, `onError =`, `&#111;nload&#61;`...): 'on' and
 * letters (literal or entity), optional ignorables, then '='; not glued to a preceding letter,
 * digit, `_` or `-` (so 'button=' or 'data-onclick=' stay). Group 1 keeps the preceding character.
 */
export const INLINE_HANDLERS = new RegExp(
  `(^|[^a-z0-9_-]|${ENTITY})${entityPattern('o')}${entityPattern('n')}${LETTER}+${IGNORABLE}${EQUALS}`,
  'gi',
);
