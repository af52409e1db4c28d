import { describe, expect, test } from 'vitest';
import { checkTypedTurn, TYPED_TURN_MAX_CHARS } from '../src/index.ts';

describe('checkTypedTurn', () => {
  test.each([
    ['plain Slovak text', 'Aké máte voľné termíny?', 'Aké máte voľné termíny?'],
    ['surrounding blanks are trimmed', '  Dobrý deň \n', 'Dobrý deň'],
    ['markup is stripped', 'Ahoj <script>alert(1)</script>', 'Ahoj scriptalert(1)/script'],
    ['control characters go, newlines stay', 'a\u0007b\nc', 'ab\nc'],
    ['exactly the maximum', 'x'.repeat(TYPED_TURN_MAX_CHARS), 'x'.repeat(TYPED_TURN_MAX_CHARS)],
  ])('%s', (_title, input, text) => {
    expect(checkTypedTurn(input)).toEqual({ ok: true, text });
  });

  test.each([
    ['an empty string', ''],
    ['only blanks', ' \n\t '],
    ['only markup characters', '<>'],
    ['a number', 42],
    ['undefined', undefined],
  ])('%s is empty', (_title, input) => {
    const checked = checkTypedTurn(input);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? null : checked.problem).toBe('empty');
  });

  test.each([
    ['one character over', 'x'.repeat(TYPED_TURN_MAX_CHARS + 1)],
    ['far over the sanitiser cap', 'x'.repeat(20_000)],
  ])('%s is too long (refused, not cut)', (_title, input) => {
    const checked = checkTypedTurn(input);
    expect(checked).toMatchObject({ ok: false, problem: 'too-long' });
  });
});
