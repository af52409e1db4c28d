// One call-id rule in TypeScript: VOICE_CALL_ID_PATTERN of @hlasovy-asistent/validation. A regular
// expression of an id's shape (`^[A-Za-z0-9...]{1,N}$`, as the webhook parser, the local agent and
// the local control server once wrote their own) anywhere else in the product code is a second
// rule. The SQL checks are compared with the same rule in supabase/test/database-types.test.ts.
import { VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';
import { findingsInRepository } from './guard-findings.ts';

const DEFINITION = 'packages/validation/src/call-id/callId.ts';
/** A character class with letters and digits, 1 to N of them: the shape of an id's rule. */
const ID_SHAPE = /\[[^\]\n]*A-Za-z0-9[^\]\n]*\]\{1,\d+\}/g;

/** Product source: no tests, fakes, benches or generated files. */
function isProduct(path: string): boolean {
  if (!/\.(ts|tsx)$/.test(path) || /\.d\.ts$/.test(path)) return false;
  if (!/^(apps|packages|tools|assistant|examples|supabase\/functions)\//.test(path)) return false;
  if (/(\.test|\.spec|_test)\.(ts|tsx)$/.test(path)) return false;
  return !/(^|\/)(test|testing|_testing|playwright|webdriver|bench|generated)\//.test(path);
}

/** Each id-shaped rule of a file, as `path:line: text`. */
function secondCallIdRules(path: string, text: string): string[] {
  if (path === DEFINITION) return [];
  return text
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(ID_SHAPE)].map((m) => `${path}:${i + 1}: ${m[0]}`));
}

describe('secondCallIdRules', () => {
  test.each([
    ['the webhook parser', `id: z.string().check(z.regex(/^[A-Za-z0-9._:-]{1,200}$/)),`],
    ["the agent's", 'const CALL_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;'],
    ['one inside a path', 'const CONTROL_PATH = /^\\/([A-Za-z0-9_-]{1,200})\\/control$/;'],
  ])('%s is found', (_title, code) => {
    expect(secondCallIdRules('tools/x.ts', code)).toHaveLength(1);
  });

  test('tokens of a fixed length, other classes and the definition itself are not second rules', () => {
    const code = [
      'const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;',
      'const endedReason = /^[a-z0-9._-]{1,120}$/;',
    ].join('\n');
    expect(secondCallIdRules('supabase/functions/_shared/x.ts', code)).toEqual([]);
    const rule = 'export const VOICE_CALL_ID_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;';
    expect(secondCallIdRules(DEFINITION, rule)).toEqual([]);
  });
});

test('the repository has one call-id rule in TypeScript, VOICE_CALL_ID_PATTERN', () => {
  expect(VOICE_CALL_ID_PATTERN.source).toMatch(ID_SHAPE);
  const found = findingsInRepository(isProduct, secondCallIdRules);
  expect(found).toEqual([]);
});
