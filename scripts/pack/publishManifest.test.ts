import { describe, expect, test } from 'vitest';
import { type Manifest, readCatalog, toPublishManifest } from './publishManifest.ts';

const catalog = readCatalog(`packages:
  - packages/*

catalog:
  "@types/react": ^19.2.0
  zod: ^4.6.7
  deno: npm:deno@2.9.6

allowBuilds:
  esbuild: true
`);

const base: Manifest = {
  name: '@hlasovy-asistent/x',
  exports: { '.': './src/index.ts' },
  publishConfig: { access: 'public', exports: { '.': './dist/index.js' } },
  dependencies: { zod: 'catalog:' },
  devDependencies: { '@hlasovy-asistent/validation': 'workspace:*', vitest: 'catalog:' },
};

describe('readCatalog', () => {
  test('reads the catalog block only, quoted and bare names', () => {
    expect(catalog).toEqual({ '@types/react': '^19.2.0', zod: '^4.6.7', deno: 'npm:deno@2.9.6' });
  });
});

describe('toPublishManifest', () => {
  test('dist exports, catalog versions, no devDependencies, other publishConfig kept', () => {
    expect(toPublishManifest(base, catalog)).toEqual({
      name: '@hlasovy-asistent/x',
      exports: { '.': './dist/index.js' },
      publishConfig: { access: 'public' },
      dependencies: { zod: '^4.6.7' },
    });
  });

  test.each([
    [
      'a workspace dependency',
      { dependencies: { '@hlasovy-asistent/validation': 'workspace:*' } },
      'dependencies names the workspace package @hlasovy-asistent/validation; bundle it instead',
    ],
    [
      'a peer missing from the catalog',
      { peerDependencies: { react: 'catalog:' } },
      'react is not in the catalog',
    ],
    [
      'a named catalog',
      { optionalDependencies: { zod: 'catalog:legacy' } },
      'named catalogs are not supported (zod)',
    ],
  ])('refuses %s', (_, fields, message) => {
    expect(() => toPublishManifest({ ...base, ...fields }, catalog)).toThrow(message);
  });

  test('a published sibling becomes a semver range; a private one is still refused', () => {
    const deps = { dependencies: { '@hlasovy-asistent/platform-api': 'workspace:*' } };
    expect(
      toPublishManifest({ ...base, ...deps }, catalog, {
        '@hlasovy-asistent/platform-api': '0.1.0',
      }).dependencies,
    ).toEqual({ '@hlasovy-asistent/platform-api': '^0.1.0' });
    expect(() => toPublishManifest({ ...base, ...deps }, catalog, {})).toThrow(
      'names the workspace package @hlasovy-asistent/platform-api',
    );
  });

  test('a manifest without publishConfig keeps its exports', () => {
    const { publishConfig: _, ...plain } = base;
    expect(toPublishManifest(plain, catalog).exports).toEqual({ '.': './src/index.ts' });
    expect(toPublishManifest(plain, catalog).publishConfig).toBeUndefined();
  });
});
