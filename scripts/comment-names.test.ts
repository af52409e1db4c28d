import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { staleCommentNames } from './comment-names.ts';
import { repositoryFiles } from './doc-paths.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('staleCommentNames', () => {
  const dir = mkdtempSync(join(tmpdir(), 'comment-names-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'src/booking.ts': [
      '// Answers with `BookingAnswer` (see answer.ts); `bookingAnswer` is gone,',
      '// `RefusalKind` was renamed, and words such as `ok` or `slot` are not symbols.',
      'export type BookingAnswer = { ok: true };',
      "/** Written in `book_slot` (migrations/1.sql) and old.sql, `DailyCall` is daily-js's. */",
      "export const sql = 'book_slot';",
    ].join('\n'),
    'src/answer.ts': 'export {};',
    'migrations/1.sql': 'create function book_slot() returns void language sql as $$ $$;',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }

  test('a symbol no code spells and a file no folder has are reported with their lines', () => {
    expect(staleCommentNames(dir, Object.keys(files))).toEqual([
      { file: 'src/booking.ts', line: 1, name: 'bookingAnswer' },
      { file: 'src/booking.ts', line: 2, name: 'RefusalKind' },
      { file: 'src/booking.ts', line: 4, name: 'old.sql' },
    ]);
  });

  // about 1.3 s on a quiet machine; the bound is for a busy one, as the copy guard's
  test('this repository: every name its comments give still exists', { timeout: 60_000 }, () => {
    expect(staleCommentNames(ROOT, repositoryFiles(ROOT))).toEqual([]);
  });
});
