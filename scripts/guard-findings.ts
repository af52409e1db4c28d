// What the repository's one-definition guards share: a finding is `path:line: rule: text`, and a
// guard reads every tracked file its filter keeps.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The findings of one parsed file, and how a node is reported into them (its first 80 chars). */
export function findingsOf(path: string, source: ts.SourceFile) {
  const found: string[] = [];
  const report = (node: ts.Node, rule: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(
      `${path}:${line + 1}: ${rule}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 80)}`,
    );
  };
  return { found, report };
}

/**
 * What `find` reports in each tracked file `scanned` keeps. A filter that keeps 100 files or fewer
 * is broken (the guard would pass on nothing): that throws.
 */
export function findingsInRepository(
  scanned: (path: string) => boolean,
  find: (path: string, text: string) => string[],
): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(scanned);
  if (files.length <= 100) throw new Error(`only ${files.length} files scanned: a broken filter`);
  return files.flatMap((path) => find(path, readFileSync(`${ROOT}${path}`, 'utf8')));
}
