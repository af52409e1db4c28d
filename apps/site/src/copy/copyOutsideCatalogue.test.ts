// Guard: a user-visible Slovak text belongs in src/copy/. Parses every source file outside it
// (TypeScript's parser, so comments, class names and test ids are never read as text) and fails
// on a string or template with Slovak diacritics, on JSX text with a letter, and on a literal
// aria-label / title / placeholder / alt.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const SLOVAK_LETTER = /[áäčďéíĺľňóôŕšťúýž]/i;
const LETTER = /\p{L}/u;
const LABEL_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);
/** Settings with Slovak defaults, not copy: each may be overridden at build time. */
const SETTINGS_FILES = new Set([
  'config.ts', // VITE_PRODUCT_NAME's default
  'consentSettings.ts', // the /gdpr controller's placeholders and processors (check:deploy reads them)
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['copy', 'test', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The Slovak texts written in one file, as "line: text". */
function slovakLiterals(fileName: string, text: string): string[] {
  // only .tsx has JSX; a .ts file without a Slovak letter has nothing to report
  if (!fileName.endsWith('.tsx') && !SLOVAK_LETTER.test(text)) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${value.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (
        LABEL_ATTRIBUTES.has(name) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        LETTER.test(node.initializer.text)
      ) {
        report(node, node.initializer.text);
        return;
      }
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      SLOVAK_LETTER.test(node.text)
    ) {
      report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Slovak copy lives in src/copy/', () => {
  test('the guard sees JSX text, label attributes and strings with diacritics, not comments or class names', () => {
    const component = [
      '// Zavrieť (a comment)',
      'export const A = () => (',
      '  <div className="flex items-center" data-testid="close-button" aria-label="Zavrieť">',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample component
      '    Späť na stránku {`Hovor ${1}`} {"plain"}',
      '  </div>',
      ');',
      "const b = 'Odtieň';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a sample component
      'const c = `${b} minút`;',
    ].join('\n');
    expect(slovakLiterals('A.tsx', component)).toEqual([
      '3: Zavrieť',
      '4: Späť na stránku',
      '7: Odtieň',
      '8: minút',
    ]);
  });

  test('no source file outside src/copy/ writes a Slovak text', () => {
    const found = sourceFiles(SRC)
      .filter((path) => !SETTINGS_FILES.has(relative(SRC, path)))
      .flatMap((path) =>
        slovakLiterals(path, readFileSync(path, 'utf8')).map(
          (hit) => `${relative(SRC, path)}:${hit}`,
        ),
      );
    expect(found).toEqual([]);
  }, 60_000); // parses every component: slow on a busy machine
});
