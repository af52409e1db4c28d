import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sanitizeField, sanitizeName, sanitizeText, sanitizeTranscript } from '../src/index.ts';
import { sanitizeLabel } from '../src/text/sanitizeLabel.ts';
import { TEXT_LIMITS } from '../src/text/TEXT_LIMITS.ts';
import { context, hostileText, inlineHandler, scriptPrefix } from './support/obfuscation.ts';
import { hasAngleBracket, inlineHandlersIn, scriptPrefixesIn } from './support/unsafeText.ts';

const RUNS = { numRuns: 2000 };

const sanitisers = [
  ['sanitizeText', (s: string) => sanitizeText(s)],
  ['sanitizeText capped at 40', (s: string) => sanitizeText(s, 40)],
  ['sanitizeTranscript', sanitizeTranscript],
  ['sanitizeLabel', sanitizeLabel],
  ['sanitizeField', (s: string) => sanitizeField(s)],
  ['sanitizeName', (s: string) => sanitizeName(s)],
] as const;

describe.each(sanitisers)('%s (property-based)', (_name, sanitise) => {
  test('no < or > survives, literally or as a character reference', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        expect(hasAngleBracket(sanitise(s))).toBe(false);
      }),
      RUNS,
    );
  });

  test('no obfuscated javascript:/vbscript:/data: prefix survives, whatever surrounds it', () => {
    fc.assert(
      fc.property(context, scriptPrefix, context, (before, prefix, after) => {
        expect(scriptPrefixesIn(sanitise(before + prefix + after))).toEqual([]);
      }),
      RUNS,
    );
  });

  test('no obfuscated inline handler survives, whatever surrounds it', () => {
    fc.assert(
      fc.property(context, inlineHandler, context, (before, handler, after) => {
        expect(inlineHandlersIn(sanitise(before + handler + after))).toEqual([]);
      }),
      RUNS,
    );
  });

  test('nothing dangerous survives in random hostile text', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        const out = sanitise(s);
        expect(scriptPrefixesIn(out)).toEqual([]);
        expect(inlineHandlersIn(out)).toEqual([]);
      }),
      RUNS,
    );
  });

  test('is idempotent: sanitising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string({ unit: 'binary' })), (s) => {
        const once = sanitise(s);
        expect(sanitise(once)).toBe(once);
      }),
      RUNS,
    );
  });
});

describe('length caps (property-based)', () => {
  test.each([
    ['sanitizeText', (s: string) => sanitizeText(s), TEXT_LIMITS.general],
    ['sanitizeTranscript', sanitizeTranscript, TEXT_LIMITS.transcript],
    ['sanitizeLabel', sanitizeLabel, TEXT_LIMITS.label],
    ['sanitizeField', (s: string) => sanitizeField(s), 254],
    ['sanitizeName', (s: string) => sanitizeName(s), 100],
  ] as const)('%s never returns more than %#th cap (%d)', (_n, sanitise, cap) => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 0, maxLength: cap + 50 }),
        fc.nat(3),
        (s, k) => {
          const out = sanitise(s.repeat(k + 1));
          expect(out.length).toBeLessThanOrEqual(cap);
          expect(out).not.toMatch(/[\ud800-\udbff]$/);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('sanitizeText honours any explicit cap', () => {
    fc.assert(
      fc.property(hostileText, fc.nat(60), (s, cap) => {
        const out = sanitizeText(s, cap);
        expect(out.length).toBeLessThanOrEqual(cap);
        expect(sanitizeText(out, cap)).toBe(out);
      }),
      RUNS,
    );
  });

  test('sanitizeText output has no leading or trailing whitespace', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        const out = sanitizeText(s);
        expect(out).toBe(out.trim());
      }),
      RUNS,
    );
  });

  test('sanitizeName keeps only letters, marks, spaces, hyphens, apostrophes and dots', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(sanitizeName(s)).toMatch(/^[\p{L}\p{M} \-'’.]*$/u);
      }),
      RUNS,
    );
  });

  test('sanitizeField leaves plain text (no markup, prefixes or handlers) untouched', () => {
    const plain = fc.string({
      unit: fc.constantFrom(..."abcXYZ019 @+()-._,ščžýáíéúôň'".split('')),
      maxLength: 60,
    });
    fc.assert(
      fc.property(plain, (s) => {
        expect(sanitizeField(s)).toBe(s);
      }),
      RUNS,
    );
  });
});
