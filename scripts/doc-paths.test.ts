import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { missingPaths, namedPaths, repositoryFiles, resolveNamedPath } from './doc-paths.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const FILES = repositoryFiles(ROOT);

/**
 * Names a document gives on purpose for files that are not in this repository.
 * (document -> names, each with why)
 */
const NOT_OURS: Record<string, Record<string, string>> = {
  'docs/adr/0005-one-import-map-for-every-function.md': {
    'import_map.json': "the Supabase CLI's lookup order, which the decision is about",
    'functions/import_map.json': "the Supabase CLI's lookup order, which the decision is about",
  },
  'packages/platform-api/openapi/README.md': {
    'fern/apis/api/openapi.json': "the document's path in Vapi's repository",
  },
  'packages/voice-client/README.md': {
    'audio-processor-bundle.js': 'a file daily-js downloads at run time',
  },
};

/** Every document of the repository but changelogs (they name what was, on purpose). */
const DOCUMENTS = FILES.filter(
  (file) =>
    file.endsWith('.md') && !file.startsWith('.changeset/') && !file.endsWith('CHANGELOG.md'),
);

describe('namedPaths: the repository paths a document names', () => {
  test('code spans under a top-level folder or with a file name, with the name in brackets after one', () => {
    const markdown = [
      'The hub (`packages/voice-client/src/audioHub.ts` (`createAudioHub`)) and `docs/adr/`.',
      'Not paths: `pnpm dev`, `/functions/v1/<name>`, `ws://127.0.0.1:54321/vapi`, `dist/x.js`.',
      '`supabase/ops/calls.ts` (`a call`) gives a phrase, not a name; `src/session.ts`, `a.sql`.',
    ].join('\n');
    expect(namedPaths(markdown)).toEqual([
      { path: 'packages/voice-client/src/audioHub.ts', symbol: 'createAudioHub', line: 1 },
      { path: 'docs/adr/', line: 1 },
      { path: 'supabase/ops/calls.ts', line: 3 },
      { path: 'src/session.ts', line: 3 },
      { path: 'a.sql', line: 3 },
    ]);
  });
});

describe('resolveNamedPath: where a name points, seen from its document', () => {
  const files = [
    'README.md',
    'apps/site/README.md',
    'apps/site/src/lib/typography.ts',
    'apps/site/src/copy/hero.ts',
    'apps/site/src/copy/gdpr.ts',
    'tools/voice-agent/README.md',
    'tools/voice-agent/src/session.ts',
    'tools/local-stack/src/gateway-upgrade.ts',
    'supabase/functions/deno.json',
  ];
  test.each([
    [
      'a path below the document, folders skipped',
      'lib/typography.ts',
      'apps/site/README.md',
      ['apps/site/src/lib/typography.ts'],
    ],
    [
      'a glob within one folder',
      'copy/*.ts',
      'apps/site/README.md',
      ['apps/site/src/copy/hero.ts', 'apps/site/src/copy/gdpr.ts'],
    ],
    [
      "another package's file, named relatively",
      'src/gateway-upgrade.ts',
      'tools/voice-agent/README.md',
      [],
    ],
    [
      'a path from the root',
      'tools/local-stack/src/gateway-upgrade.ts',
      'tools/voice-agent/README.md',
      ['tools/local-stack/src/gateway-upgrade.ts'],
    ],
    [
      'a relative path outside the document folder',
      'functions/deno.json',
      'docs/adr/README.md',
      [],
    ],
    ['a bare file name, anywhere', 'session.ts', 'README.md', ['tools/voice-agent/src/session.ts']],
  ])('%s', (_, path, doc, expected) => {
    expect(resolveNamedPath(path, doc, files)).toEqual(expected);
  });
});

describe('missingPaths: what a document names that the repository no longer has', () => {
  test('a moved file and a renamed function are reported with their lines', () => {
    const markdown = [
      '1. `scripts/doc-paths.ts` (`namedPaths`) exists.',
      '2. `scripts/no-such-file.ts` does not.',
      '3. `scripts/doc-paths.ts` (`renamedAway`) lost its name.',
      '4. `scripts/doc-paths.ts` (`namedPath`) names only part of `namedPaths`.',
      '5. `src/gateway-upgrade.ts` is not below this document.',
    ].join('\n');
    expect(missingPaths(markdown, ROOT, 'tools/voice-agent/README.md', FILES)).toEqual([
      'line 2: scripts/no-such-file.ts does not exist',
      'line 3: scripts/doc-paths.ts has no renamedAway',
      'line 4: scripts/doc-paths.ts has no namedPath',
      'line 5: src/gateway-upgrade.ts does not exist',
    ]);
  });
});

describe('every document of the repository', () => {
  test.each(DOCUMENTS)('%s: every file and name it gives still exists', (doc) => {
    const ours = NOT_OURS[doc] ?? {};
    const problems = missingPaths(read(doc), ROOT, doc, FILES).filter(
      (problem) => !Object.keys(ours).some((name) => problem.endsWith(`: ${name} does not exist`)),
    );
    expect(problems).toEqual([]);
  });

  test('docs/architecture.md names its hops by file, and the README links it', () => {
    expect(namedPaths(read('docs/architecture.md')).length).toBeGreaterThan(60);
    expect(read('README.md').includes('docs/architecture.md'), 'README links it').toBe(true);
  });
});
