import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { missingPaths, namedPaths } from './doc-paths.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

describe('namedPaths: the repository paths a document names', () => {
  test('code spans under a top-level folder, with the name in brackets after one', () => {
    const markdown = [
      'The hub (`packages/voice-client/src/audioHub.ts` (`createAudioHub`)) and `docs/adr/`.',
      'Not paths: `pnpm dev`, `/functions/v1/<name>`, `ws://127.0.0.1:54321/vapi`, `a/b.ts`.',
      '`supabase/ops/calls.ts` (`a call`) gives a phrase, not a name.',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      { path: 'packages/voice-client/src/audioHub.ts', symbol: 'createAudioHub', line: 1 },
      { path: 'docs/adr/', line: 1 },
      { path: 'supabase/ops/calls.ts', line: 3 },
    ]);
  });
});

describe('missingPaths: what a document names that the repository no longer has', () => {
  test('a moved file and a renamed function are reported with their lines', () => {
    const markdown = [
      '1. `scripts/doc-paths.ts` (`namedPaths`) exists.',
      '2. `scripts/no-such-file.ts` does not.',
      '3. `scripts/doc-paths.ts` (`renamedAway`) lost its name.',
      '4. `scripts/doc-paths.ts` (`namedPath`) names only part of `namedPaths`.',
    ].join('\n');
    expect(missingPaths(markdown, ROOT)).toEqual([
      'line 2: scripts/no-such-file.ts does not exist',
      'line 3: scripts/doc-paths.ts has no renamedAway',
      'line 4: scripts/doc-paths.ts has no namedPath',
    ]);
  });
});

describe('docs/architecture.md', () => {
  const doc = read('docs/architecture.md');

  test('every file and name it gives for a hop still exists', () => {
    expect(missingPaths(doc, ROOT)).toEqual([]);
  });

  test('it names its hops by file, and the README links it', () => {
    expect(namedPaths(doc).length).toBeGreaterThan(60);
    expect(read('README.md').includes('docs/architecture.md'), 'README links it').toBe(true);
  });
});
