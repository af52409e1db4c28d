// The repository files a document names, so a test can fail when one of them is moved or
// deleted. A name is a code span that looks like a path: one that starts with a top-level folder
// of the repository (`supabase/functions/chat/index.ts`), or a file name with its folders
// relative to the document (`src/session.ts` in tools/voice-agent/README.md), or a bare file
// name (`createVoiceSession.ts`); `*` matches within one folder. A code span in brackets right
// after a path ("`a/b.ts` (`name`)") names something that must still be in that file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

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
const TOP_PATH = new RegExp(`^(?:${TOP_FOLDERS.join('|')})/[\\w./@*-]*$`);
/** A file name with an extension the repository keeps, and optionally its folders. */
const FILE_PATH =
  /^(?:\.\/)?(?:[\w.@*-]+\/)*[\w*-][\w.*-]*\.(?:ts|tsx|js|mjs|sql|sh|md|json|toml|ya?ml|css)$/;
/** What the build, the tests and the tools write: never in the repository, never checked. */
const WRITTEN_AT_RUN_TIME =
  /(?:^|\/)(?:dist|dist-e2e[\w-]*|bench-results|\.local|\.reports|test-results|node_modules|snapshots)(?:\/|$)/;
const SYMBOL = /^[A-Za-z_$][\w$]*$/;
const SPAN = /`([^`\n]+)`/g;
/** What may follow a path: ` (` and the code span of a name. */
const BRACKETED = /^\s*\(`([^`\n]+)`/;

export function namedPaths(markdown: string): NamedPath[] {
  const found: NamedPath[] = [];
  for (const [index, text] of markdown.split('\n').entries()) {
    for (const match of text.matchAll(SPAN)) {
      const span = (match[1] ?? '').replace(/^\.\//, '');
      if (!TOP_PATH.test(span) && !FILE_PATH.test(span)) continue;
      if (span.includes('://') || WRITTEN_AT_RUN_TIME.test(span)) continue;
      const next = BRACKETED.exec(text.slice(match.index + match[0].length))?.[1];
      const symbol = next && SYMBOL.test(next) ? next : undefined;
      found.push({ path: span, line: index + 1, ...(symbol ? { symbol } : {}) });
    }
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `*` within one folder; a trailing `/` names the folder (any file below it). */
function pathPattern(path: string): RegExp {
  const body = escapeRegExp(path.replace(/\/$/, '')).replace(/\*/g, '[^/]*');
  return new RegExp(`^${body}${path.endsWith('/') ? '/' : '(?:/|$)'}`);
}

/**
 * The repository files `path` names, seen from the document at `docPath`: a bare file name
 * anywhere in the repository; a path with folders anywhere below the document's folder (a
 * package's README says `src/session.ts` or `lib/typography.ts` for the one under `src/`), or
 * exactly under a folder above it (`supabase/functions/chat/index.ts` from docs/).
 */
export function resolveNamedPath(path: string, docPath: string, files: readonly string[]) {
  if (!path.includes('/')) {
    const name = pathPattern(path);
    return files.filter((file) => name.test(posix.basename(file)));
  }
  const docFolder = posix.dirname(docPath) === '.' ? '' : `${posix.dirname(docPath)}/`;
  const below = pathPattern(path);
  const inFolder = files.filter((file) => {
    if (!file.startsWith(docFolder)) return false;
    const inside = file.slice(docFolder.length);
    return inside.split('/').some((_, at, parts) => below.test(parts.slice(at).join('/')));
  });
  if (inFolder.length > 0) return inFolder;
  for (let dir = posix.dirname(docFolder); dir !== '.' && dir !== '/'; dir = posix.dirname(dir)) {
    const exact = pathPattern(`${dir}/${path}`);
    const matches = files.filter((file) => exact.test(file));
    if (matches.length > 0) return matches;
  }
  const fromRoot = pathPattern(path);
  return files.filter((file) => fromRoot.test(file));
}

/**
 * One line per named path missing from `files` (repository-relative paths, as `git ls-files`
 * lists them), or per bracketed name missing from the one file its path names.
 */
export function missingPaths(
  markdown: string,
  root: string,
  docPath: string,
  files: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const { path, symbol, line } of namedPaths(markdown)) {
    const matches = resolveNamedPath(path, docPath, files);
    if (matches.length === 0) {
      problems.push(`line ${line}: ${path} does not exist`);
      continue;
    }
    const file = matches.length === 1 ? join(root, matches[0] ?? '') : null;
    if (symbol && file && statSync(file).isFile()) {
      const words = new RegExp(`(?<![\\w$])${symbol.replace(/\$/g, '\\$')}(?![\\w$])`);
      if (!words.test(readFileSync(file, 'utf8'))) {
        problems.push(`line ${line}: ${path} has no ${symbol}`);
      }
    }
  }
  return problems;
}

/** The repository's files as git sees them: tracked, and new ones not ignored. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\n').filter((file) => file !== '' && existsSync(join(root, file)));
}
