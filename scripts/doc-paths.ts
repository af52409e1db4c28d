// The repository paths a document names, so a test can fail when one of them is moved or
// deleted (docs/architecture.md names every hop by file). A path is a code span that starts
// with a top-level folder of the repository; a code span in brackets right after it
// ("`a/b.ts` (`name`)") names something that must still be in that file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One path a document names, and the name it gives in brackets after it, if any. */
export interface NamedPath {
  path: string;
  symbol?: string;
  line: number;
}

const TOP_FOLDERS = [
  'apps',
  'assistant',
  'docs',
  'examples',
  'packages',
  'scripts',
  'supabase',
  'tools',
];
const PATH = new RegExp(`^(?:${TOP_FOLDERS.join('|')})/[\\w./@-]*$`);
const SYMBOL = /^[A-Za-z_$][\w$]*$/;
const SPAN = /`([^`\n]+)`/g;
/** What may follow a path: ` (` and the code span of a name. */
const BRACKETED = /^\s*\(`([^`\n]+)`/;

export function namedPaths(markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  for (const [index, text] of markdown.split('\n').entries()) {
    for (const match of text.matchAll(SPAN)) {
      const span = match[1] ?? '';
      if (!PATH.test(span)) continue;
      const next = BRACKETED.exec(text.slice(match.index + match[0].length))?.[1];
      const symbol = next && SYMBOL.test(next) ? next : undefined;
      found.push({ path: span, line: index + 1, ...(symbol ? { symbol } : {}) });
    }
  }
  return found;
}

/** One line per named path missing under `root`, or per name missing from its file. */
export function missingPaths(markdown: string, root: string): string[] {
  const problems: string[] = [];
  for (const { path, symbol, line } of namedPaths(markdown)) {
    const file = join(root, path);
    if (!existsSync(file)) {
      problems.push(`line ${line}: ${path} does not exist`);
    } else if (symbol && statSync(file).isFile()) {
      const words = new RegExp(`(?<![\\w$])${symbol.replace(/\$/g, '\\$')}(?![\\w$])`);
      if (!words.test(readFileSync(file, 'utf8'))) {
        problems.push(`line ${line}: ${path} has no ${symbol}`);
      }
    }
  }
  return problems;
}
