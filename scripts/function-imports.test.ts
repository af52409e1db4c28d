// The Edge Functions do not import each other: what two functions share lives in
// supabase/functions/_shared under a name of what it is, so deploying, reading or changing one
// function never reaches into another's folder. Tests and their fakes (_testing) may drive two
// functions together (a token issued by one and spent by the other).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FUNCTIONS = 'supabase/functions/';

/** Each import of another function's folder from a function's (or _shared's) code. */
function crossImports(path: string, text: string): string[] {
  if (!path.startsWith(FUNCTIONS) || !/\.tsx?$/.test(path) || /_test\.tsx?$/.test(path)) return [];
  if (path.startsWith(`${FUNCTIONS}_testing/`)) return [];
  const own = path.slice(FUNCTIONS.length).split('/')[0];
  return text.split('\n').flatMap((line, i) => {
    const found = [...line.matchAll(/(?:from|import)\s*\(?\s*'\.\.\/([^/_.'][^/']*)\//g)];
    return found.filter((m) => m[1] !== own).map((m) => `${path}:${i + 1}: imports ${m[1]}/`);
  });
}

describe('crossImports', () => {
  test("another function's module is found, from a function and from _shared", () => {
    const code = `import { voiceCallerOf } from '../voice-call/startVoiceCall.ts';`;
    expect(crossImports('supabase/functions/chat/index.ts', code)).toEqual([
      'supabase/functions/chat/index.ts:1: imports voice-call/',
    ]);
    expect(crossImports('supabase/functions/_shared/x.ts', code)).toHaveLength(1);
  });

  test('_shared, _testing, its own folder and tests are not', () => {
    const code = [
      `import { rateLimited } from '../_shared/rate-limit.ts';`,
      `import { fakes } from '../_testing/fakes.ts';`,
      `import { x } from './x.ts';`,
      `import type { Database } from '../../types/database.ts';`,
    ].join('\n');
    expect(crossImports('supabase/functions/chat/index.ts', code)).toEqual([]);
    const other = `import { createHandler } from '../demo-form-token/index.ts';`;
    expect(crossImports('supabase/functions/handle-demo-request/bot-check_test.ts', other)).toEqual(
      [],
    );
  });
});

test('no function imports another', () => {
  const files = execFileSync('git', ['ls-files', FUNCTIONS], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(50);
  const found = files.flatMap((path) => crossImports(path, readFileSync(`${ROOT}${path}`, 'utf8')));
  expect(found).toEqual([]);
});
