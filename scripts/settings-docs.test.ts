// The README's configuration tables are checked against the settings the code reads, both ways:
// a setting added to the functions' catalogue (FUNCTION_SETTINGS) or read by the site's build
// (`VITE_*`) without a word in the README fails, and so does a table row naming a setting nothing
// reads any more. Defaults are not compared here: the catalogue's tests own them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTION_SETTINGS } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The text of a `### heading` section, up to the next heading of level 2 or 3. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n### ${heading}`);
  if (start < 0) throw new Error(`README has no section "### ${heading}"`);
  const rest = markdown.slice(start + 1);
  const end = rest.slice(4).search(/\n##/);
  return end < 0 ? rest : rest.slice(0, end + 4);
}

/** Setting names in backticks anywhere in a text (`NAME`, also `NAME=value`). */
function mentioned(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=[^`]*)?`/g)].map((m) => m[1] as string),
  );
}

/** Setting names in the first column of a table's rows (one or more per row). */
function tableNames(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)])
    .map((m) => m[1] as string);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

const functionsSection = section(README, 'Edge Functions');
const siteSection = section(README, 'Site');
const configuration = README.slice(README.indexOf('\n## Configuration'));

describe('README: Edge Functions settings', () => {
  const catalogue = FUNCTION_SETTINGS.filter((s) => s.need !== 'platform').map((s) => s.name);

  test('every setting the functions read is named in the section', () => {
    const named = mentioned(functionsSection);
    expect(catalogue.filter((name) => !named.has(name))).toEqual([]);
  });

  test("every row of the section's tables names a setting the functions read", () => {
    const known = new Set(catalogue);
    expect(tableNames(functionsSection).filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('README: site build variables', () => {
  const read = new Set(
    [join(ROOT, 'apps/site/src'), join(ROOT, 'apps/site/build')]
      .flatMap(sourceFiles)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bVITE_[A-Z0-9_]+/g)])
      .map((m) => m[0]),
  );

  test('every VITE_ variable the site reads is named under Configuration', () => {
    const named = mentioned(configuration);
    expect([...read].filter((name) => !named.has(name)).sort()).toEqual([]);
  });

  test('every row of the Site tables names a variable the site reads', () => {
    expect(tableNames(siteSection).filter((name) => !read.has(name))).toEqual([]);
  });
});
