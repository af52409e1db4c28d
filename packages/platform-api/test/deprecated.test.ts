import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { createVapiClient } from '../src/index.ts';
import { collectEndpoints } from './helpers/collectEndpoints.ts';

/** What an editor shows: the `@deprecated` tag of every method of the client's declared type. */
function deprecatedTagsOfClientType(): Map<string, boolean> {
  const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry) as ts.SourceFile;
  const moduleSymbol = checker.getSymbolAtLocation(file) as ts.Symbol;
  const factory = checker
    .getExportsOfModule(moduleSymbol)
    .find((s) => s.name === 'createVapiClient');
  const factoryType = checker.getTypeOfSymbolAtLocation(factory as ts.Symbol, file);
  const clientType = (factoryType.getCallSignatures()[0] as ts.Signature).getReturnType();
  const tags = new Map<string, boolean>();
  const walk = (type: ts.Type, prefix: string, depth: number) => {
    for (const prop of type.getProperties()) {
      const name = prefix ? `${prefix}.${prop.name}` : prop.name;
      const propType = checker.getTypeOfSymbolAtLocation(prop, file);
      if (propType.getCallSignatures().length) {
        tags.set(
          name,
          prop.getJsDocTags(checker).some((t) => t.name === 'deprecated'),
        );
      } else if (depth < 4 && prop.name !== 'fetcher') walk(propType, name, depth + 1);
    }
  };
  walk(clientType, '', 0);
  return tags;
}

const tags = deprecatedTagsOfClientType();
const rows = collectEndpoints(createVapiClient({ token: 'x' })).map((e) => {
  const op = operations.find((o) => o.method === e.method && o.path === e.path);
  return [e.name, `${e.method} ${e.path}`, op?.deprecated ?? false] as const;
});

describe('@deprecated in the published types', () => {
  test('every operation absent from the latest document is deprecated', () => {
    const absent = operations.filter((o) => !o.inLatest);
    expect(absent.filter((o) => !o.deprecated)).toEqual([]);
    const absentKeys = new Set(absent.map((o) => `${o.method} ${o.path}`));
    expect(rows.filter(([, key, deprecated]) => absentKeys.has(key) && !deprecated)).toEqual([]);
  });

  test.each(rows)('%s (%s) deprecated: %s', (name, _, deprecated) => {
    expect(tags.get(name)).toBe(deprecated);
  });

  test('files.upload (POST /file/upload) is deprecated', () => {
    expect(tags.get('files.upload')).toBe(true);
  });
});
