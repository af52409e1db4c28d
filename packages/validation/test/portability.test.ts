import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ValidationError } from '../src/ValidationError.ts';

describe('ValidationError', () => {
  test('ValidationError carries a code and a cause', () => {
    const cause = new Error('root');
    const error = new ValidationError('invalid_option', 'bad', { cause });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.cause]).toEqual([
      'ValidationError',
      'invalid_option',
      'bad',
      cause,
    ]);
  });
});

const SRC = join(import.meta.dirname, '..', 'src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
/** Comments may mention anything; only code is checked. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
/** [path relative to src, code without comments] of every source file. */
const sources = files(SRC).map(
  (path) => [path.slice(SRC.length + 1), withoutComments(readFileSync(path, 'utf8'))] as const,
);

describe('portability (browsers, Node and Deno)', () => {
  test.each(sources)(
    "%s imports only zod/mini, libphonenumber-js/core, Vapi's server messages and relative .ts files",
    (_path, text) => {
      const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      // platform-api's server messages: zod/mini schemas only, portable themselves (platform-api
      // runs its tests in Deno too)
      const packages = [
        'zod/mini',
        'libphonenumber-js/core',
        '@hlasovy-asistent/platform-api/server-messages',
      ];
      for (const spec of specifiers)
        expect(packages.includes(String(spec)) || /^\.\.?\/.*\.ts$/.test(String(spec))).toBe(true);
    },
  );

  test.each(sources)('%s uses no Node-only, DOM-only or console APIs', (_path, code) => {
    expect(code).not.toMatch(
      /\b(?:process|Buffer|require|__dirname|window|document|localStorage|navigator|console)\b|node:/,
    );
  });

  test('files stay small (none but the index over 120 lines)', () => {
    const long = sources
      .filter(([path, text]) => path !== 'index.ts' && text.split('\n').length > 120)
      .map(([path]) => path);
    expect(long).toEqual([]);
  });
});
