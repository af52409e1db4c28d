/**
 * Named references need their ';' except the legacy ones browsers also decode without it.
 *
 * An independent checker for the sanitiser tests: decodes one level of HTML character references,
 * then looks for what the sanitisers promise to remove.
 */
const NAMED: Record<string, string> = {
  colon: ':',
  equals: '=',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  shy: '\u00ad',
  lt: '<',
  gt: '>',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);|(lt|gt|nbsp|shy))/gi,
    (whole, hex, dec, name, legacy) => {
      if (name !== undefined || legacy !== undefined) {
        const named = NAMED[String(name ?? legacy).toLowerCase()];
        return named ?? whole;
      }
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

/** Characters a URL parser or an obfuscator may put inside a scheme name. */
const INVISIBLE = /[\s\p{Cc}\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/gu;

/** Names of the script-like prefixes still present (after decoding, ignoring invisible chars). */
export function scriptPrefixesIn(text: string): string[] {
  const flat = decodeEntities(text).replace(INVISIBLE, '').toLowerCase();
  const found: string[] = [];
  if (flat.includes('javascript:')) found.push('javascript:');
  if (flat.includes('vbscript:')) found.push('vbscript:');
  if (/(^|[^a-z0-9+.-])data:/.test(flat)) found.push('data:');
  return found;
}

/** Inline handler attributes still present (after decoding). */
export function inlineHandlersIn(text: string): string[] {
  const decoded = decodeEntities(text).replace(/[\p{Cc}\u00ad\u200b-\u200f\ufeff]/gu, (c) =>
    /\s/.test(c) ? c : '',
  );
  return [...decoded.matchAll(/(?:^|[^a-z0-9_-])(on[a-z]+)\s*=/gi)].map((m) => String(m[1]));
}

export function hasAngleBracket(text: string): boolean {
  return /[<>]/.test(text) || /[<>]/.test(decodeEntities(text));
}
