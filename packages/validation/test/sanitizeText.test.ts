import { describe, expect, test } from 'vitest';
import { sanitizeText, sanitizeTranscript } from '../src/index.ts';
import { sanitizeLabel } from '../src/text/sanitizeLabel.ts';
import { TEXT_LIMITS } from '../src/text/TEXT_LIMITS.ts';

describe('sanitizeText', () => {
  test.each([
    ['plain text is kept', 'Dobrý deň, ako sa máte?', 'Dobrý deň, ako sa máte?'],
    ['surrounding whitespace is trimmed', '  ahoj \n', 'ahoj'],
    ['inner newlines and tabs are kept', 'a\n\tb', 'a\n\tb'],
    ['angle brackets are removed', '<b>bold</b>', 'bbold/b'],
    ['a script tag loses its brackets', '<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['entity-encoded brackets are removed', 'a &lt;b&gt; &#60;c&#x3E; &#0062', 'a b c'],
    ['javascript: is removed', 'javascript:alert(1)', 'alert(1)'],
    ['mixed-case JaVaScRiPt: is removed', 'JaVaScRiPt:alert(1)', 'alert(1)'],
    ['whitespace inside the scheme is removed', 'java\tscr\nipt :alert(1)', 'alert(1)'],
    ['control characters inside the scheme are removed', 'java\u0000script:x', 'x'],
    ['zero-width characters inside the scheme are removed', 'java\u200bscript:x', 'x'],
    ['decimal entity &#106; is decoded for matching', '&#106;avascript:x', 'x'],
    ['hex entity &#x6A; is decoded for matching', '&#x6A;avascript:x', 'x'],
    ['&colon; counts as a colon', 'javascript&colon;x', 'x'],
    ['entities without semicolons and with zeros', '&#0000106&#97vascript&#58x', 'x'],
    ['entity-encoded tab inside the scheme', 'java&#9;script:x', 'x'],
    ['vbscript: is removed', 'VBScript:MsgBox', 'MsgBox'],
    ['data: at the start is removed', 'data:text/html,hi', 'text/html,hi'],
    ['data: after a space is removed', 'see data:text/html,hi', 'see text/html,hi'],
    ['"metadata:" is ordinary text', 'metadata: 5', 'metadata: 5'],
    ['removal cannot assemble a new javascript:', 'javajavascript:script:x', 'x'],
    ['removing a bracket cannot assemble javascript:', 'java<script:x', 'x'],
    ['onclick= is removed', '<a onclick=alert(1)>', 'a alert(1)'],
    ['onerror = with spaces is removed', 'img onerror = alert(1)', 'img  alert(1)'],
    ['ONLOAD= in capitals is removed', 'x ONLOAD=y', 'x y'],
    ['handler with entity-encoded letters and =', '&#111;nload&#61;go', 'go'],
    ['removing brackets cannot assemble a handler', 'x on<>click=y', 'x y'],
    ['a handler name swallows letters up to =', 'ononclick=click=y', 'click=y'],
    ['"button=" is ordinary text', 'button=ok', 'button=ok'],
    ['"Monday=1" is ordinary text', 'Monday=1', 'Monday=1'],
    ['"depends on price = 5" is ordinary text', 'depends on price = 5', 'depends on price = 5'],
    ['an ampersand entity is left alone', 'Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['emoji sequences with zero-width joiners survive', 'hi 👩‍👩‍👧', 'hi 👩‍👩‍👧'],
  ])('%s', (_title, input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object', { toString: () => '<x>' }],
  ])('non-string input (%s) gives an empty string', (_t, input) => {
    expect(sanitizeText(input)).toBe('');
  });

  test.each([
    ['general', sanitizeText, TEXT_LIMITS.general],
    ['transcript', sanitizeTranscript, TEXT_LIMITS.transcript],
    ['label', sanitizeLabel, TEXT_LIMITS.label],
  ] as const)('the %s cap is %d characters', (_t, sanitise, cap) => {
    expect(sanitise('a'.repeat(cap + 10))).toHaveLength(cap);
    expect(sanitise('a'.repeat(cap))).toHaveLength(cap);
  });

  test('limits are 10000, 5000 and 100', () => {
    expect(TEXT_LIMITS).toEqual({ general: 10000, transcript: 5000, label: 100 });
  });

  test('an explicit cap applies', () => {
    expect(sanitizeText('abcdef', 3)).toBe('abc');
  });

  test('the cap never splits a surrogate pair', () => {
    expect(sanitizeText('ab😀', 3)).toBe('ab');
  });

  test('a 10000-character hostile input is handled quickly', () => {
    const input = 'j\t'.repeat(2500) + 'java\t&#9;'.repeat(600);
    const started = performance.now();
    sanitizeText(input);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
