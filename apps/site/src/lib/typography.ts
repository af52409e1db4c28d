// Slovak display typography (STN 01 6910 habits) for every text the site shows. Each copy source
// (a feature's file in `src/copy/`, the /gdpr text) runs through `typesetCopy` once where it is defined, so
// components never glue words by hand.

/** No-break space: keeps the word before it on the same line as the word after it. */
export const NBSP = '\u00a0';

/** One-letter prepositions and conjunctions that must not end a line: a, i, k, o, s, u, v, z. */
const ONE_LETTER_WORD = /(^|[\s([{„“"'‚‘/])([aikosuvzAIKOSUVZ])[ \t\r\n]+/g;
/** A number and the word after it ("24 hodín", "12 mesiacov", "2018 Z. z."). */
const NUMBER_WORD = /(\d)[ \t\r\n]+(?=\p{L})/gu;
/** A short abbreviation and the number after it ("č. 18/2018", "ods. 2"). */
const ABBREVIATION_NUMBER = /(^|[^\p{L}])(\p{L}{1,4}\.)[ \t\r\n]+(?=\d)/gu;
/** The Collection of Laws, cited "Z. z.", stays whole. */
const COLLECTION_OF_LAWS = /\bZ\.[ \t\r\n]+z\./g;
/**
 * "e-mail", "e-mailom", "e-shop": written with the ordinary hyphen (find-in-page, label search and
 * screen readers match it); `KeepCompounds` keeps them from breaking with a nowrap span.
 */
export const E_COMPOUND = /((?:^|(?<=[^\p{L}\p{N}]))[eE]-\p{L}+)/u;

/** Repeats a replacement until nothing changes (matches may share the character between them). */
function replaceAll(text: string, pattern: RegExp, replacement: string): string {
  let previous: string;
  let next = text;
  do {
    previous = next;
    next = previous.replace(pattern, replacement);
  } while (next !== previous);
  return next;
}

/**
 * Slovak typography for one display string: a no-break space after a one-letter preposition or
 * conjunction, between a number and the next word, after "č." before a number and inside
 * "Z. z.". "e-mail" keeps its ordinary hyphen (see E_COMPOUND). A single word (a field
 * label such as "E-mail") is returned as written: it never wraps, and assistive technology, voice
 * control and autofill match it by its plain spelling. Idempotent.
 */
export function typeset(text: string): string {
  if (!/\s/.test(text.trim())) return text;
  let out = replaceAll(text, ONE_LETTER_WORD, `$1$2${NBSP}`);
  out = out.replace(NUMBER_WORD, `$1${NBSP}`);
  out = out.replace(ABBREVIATION_NUMBER, `$1$2${NBSP}`);
  return out.replace(COLLECTION_OF_LAWS, `Z.${NBSP}z.`);
}

/** The type of a copy object after `typesetCopy`: the same shape, every text a plain string. */
export type Typeset<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Typeset<T[K]> }
      : T;

/**
 * `typeset` over a whole copy object: every string in it (nested objects and arrays included)
 * and the result of every function in it (text templates such as `(name) => ...`).
 */
export function typesetCopy<T>(copy: T): Typeset<T> {
  return typesetValue(copy) as Typeset<T>;
}

function typesetValue(value: unknown): unknown {
  if (typeof value === 'string') return typeset(value);
  if (typeof value === 'function') {
    const template = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => typesetValue(template(...args));
  }
  if (Array.isArray(value)) return value.map(typesetValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetValue(v)]));
  }
  return value;
}
