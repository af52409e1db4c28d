// Names a source comment gives that the repository no longer has: a code span that looks like a
// symbol (camelCase or PascalCase) which no code, SQL or document of the repository spells, and
// a file name (a word ending in .ts, .tsx or .sql) that no file has. A comment that names what
// was renamed or deleted sends the next reader looking for it.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

export interface StaleName {
  file: string;
  line: number;
  name: string;
}

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;
/** Text files whose words count as names the repository has (SQL functions, wire fields...). */
const OTHER_TEXT = /\.(?:sql|json|toml|md|html|css|ya?ml|sh)$/;
/** Generated or vendored: their comments are not ours to keep, their words still count. */
const NOT_OURS = /(?:^|\/)(?:generated|openapi)\/|^supabase\/types\/database\.ts$/;
const WORD = /[A-Za-z_$][\w$]*/g;
/** A code span of one identifier with a capital inside (camelCase, PascalCase). */
const SYMBOL_SPAN = /`([A-Za-z_$][\w$]*)`/g;
const looksLikeSymbol = (name: string) => /[A-Z]/.test(name);
/** A file name in running text, not part of a longer path. */
const FILE_NAME = /(?<![\w/.@-])([\w-]+\.(?:ts|tsx|sql))\b/g;

/**
 * Names spelled only outside this repository: the comment is about them on purpose.
 * (name: why it is not ours)
 */
export const OUTSIDE_NAMES: Record<string, string> = {
  DailyCall: "daily-js's call object type (@daily-co/daily-js)",
};

export function staleCommentNames(root: string, files: readonly string[]): StaleName[] {
  const known = new Set<string>(Object.keys(OUTSIDE_NAMES));
  const fileNames = new Set(files.map((file) => basename(file)));
  const comments: { file: string; text: string; source: string; at: number }[] = [];
  for (const file of files) {
    if (!SOURCE.test(file) && !OTHER_TEXT.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    if (!SOURCE.test(file)) {
      for (const [word] of text.matchAll(WORD)) known.add(word);
      continue;
    }
    const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      const token = scanner.getTokenText();
      const comment =
        kind === ts.SyntaxKind.SingleLineCommentTrivia ||
        kind === ts.SyntaxKind.MultiLineCommentTrivia;
      if (comment && !NOT_OURS.test(file)) {
        comments.push({ file, text: token, source: text, at: scanner.getTokenStart() });
      } else if (!comment) {
        for (const [word] of token.matchAll(WORD)) known.add(word);
      }
    }
  }
  const stale: StaleName[] = [];
  for (const { file, text, source, at } of comments) {
    const line = () => source.slice(0, at).split('\n').length;
    for (const [, name = ''] of text.matchAll(SYMBOL_SPAN)) {
      if (looksLikeSymbol(name) && !known.has(name)) stale.push({ file, line: line(), name });
    }
    for (const [, name = ''] of text.matchAll(FILE_NAME)) {
      if (!fileNames.has(name)) stale.push({ file, line: line(), name });
    }
  }
  return stale;
}
