// The gateway lets through without a Supabase key exactly the functions config.toml marks
// `verify_jwt = false` (Vapi calls vapi-events without one); every other function needs a key.
import { describe, expect, test } from 'vitest';
import { functionsWithoutJwt, readFunctionsWithoutJwt } from '../src/verify-jwt.ts';

describe('functions without a Supabase key', () => {
  test.each([
    ['[functions.a]\nverify_jwt = false\n', ['a']],
    ['[functions.a]\nverify_jwt = true\n', []],
    ['[functions.a]\n# verify_jwt = false\n', []],
    [
      '[functions.a]\nverify_jwt = true\n\n[functions.b]\nverify_jwt = false\n[db]\nport = 1\n',
      ['b'],
    ],
    ['[db]\nverify_jwt = false\n', []],
  ])('%j -> %j', (toml, names) => {
    expect([...functionsWithoutJwt(toml)]).toEqual(names);
  });

  test('in this repository: only vapi-events', () => {
    expect([...readFunctionsWithoutJwt()]).toEqual(['vapi-events']);
  });
});
