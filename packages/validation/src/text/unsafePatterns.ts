import { entityPattern } from './entityPattern.ts';

/**
 * What browsers skip inside a URL scheme or around `=`, and what obfuscators insert: whitespace,
 * control characters, soft hyphen, zero-width and bidi marks, BOM, and their entity forms.
 */
const IGNORABLE =
  '(?:[\\s\\x00-\\x1f\\x7f-\\x9f\\u00ad\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\ufeff]' +
  '|&(?:tab|newline|nbsp|shy|zwsp|zwnj|zwj|lrm|rlm);' +
  '|&#0*(?:9|10|13|32|160|173)(?![0-9]);?' +
  '|&#x0*(?:9|a|d|20|a0|ad)(?![0-9a-f]);?)*';

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
 * scheme, so 'metadata:' stays. Group 1 keeps the preceding character.
 */
export const DATA_SCHEME = new RegExp(`(^|[^a-z0-9+.-])${obfuscated('data')}`, 'gi');

/**
 * Inline event-handler attributes (`onclick=`, `onError =`...) not glued to a preceding letter,
 * digit, `_` or `-` (so 'button=' or 'data-onclick=' stay). Group 1 keeps the preceding character.
 */
export const INLINE_HANDLERS = new RegExp(`(^|[^a-z0-9_-])on[a-z]+${IGNORABLE}${EQUALS}`, 'gi');
