// Builds dist/ for publishing: tsc per module (declarations, source maps with the sources
// inlined), then the few @hlasovy-asistent/validation exports this package uses are bundled into
// dist/_vendor/validation.js (+ .d.ts) and every import of @hlasovy-asistent/validation points there. The
// published package so depends on zod only; libphonenumber-js (the validation package's phone
// rules, never used here) is left out, and the build fails if it is reached.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { generateDtsBundle } from 'dts-bundle-generator';
import { build } from 'esbuild';

const pkg = resolve(import.meta.dirname, '..');
const dist = join(pkg, 'dist');
const vendor = join(dist, '_vendor');
const validationEntry = resolve(pkg, '../validation/src/index.ts');
const SPECIFIER = '@hlasovy-asistent/validation';
const FORBIDDEN = ['libphonenumber-js', SPECIFIER];

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
const isCode = (file: string) => /\.(js|d\.ts)$/.test(file);

rmSync(dist, { recursive: true, force: true });
execFileSync('tsc', ['-p', 'tsconfig.build.json'], { cwd: pkg, stdio: 'inherit' });

// Names imported from the validation package anywhere in the emitted code and declarations.
const importPattern = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@hlasovy-asistent\/validation';/g;
const values = new Set<string>();
const types = new Set<string>();
for (const file of files(dist).filter(isCode))
  for (const m of readFileSync(file, 'utf8').matchAll(importPattern))
    for (const item of (m[2] ?? '').split(',').map((s) => s.trim()))
      if (/^type\s/.test(item) || m[1]) types.add(item.replace(/^type\s+/, ''));
      else if (item) values.add(item);
const names = [...values, ...[...types].filter((t) => !values.has(t))].sort();

// Inside the package (zod resolves from here) but outside node_modules: the .d.ts bundler
// treats every file under node_modules as external.
const cache = join(pkg, '.build');
rmSync(cache, { recursive: true, force: true });
mkdirSync(cache, { recursive: true });
const stub = join(cache, 'validation.ts');
const from = relative(cache, validationEntry).replaceAll('\\', '/');
// Declarations of the validation package, emitted by tsc, are what the .d.ts bundle reads.
const validationDts = join(cache, 'validation-dts');
execFileSync(
  'tsc',
  [
    '-p',
    resolve(pkg, '../validation/tsconfig.build.json'),
    '--emitDeclarationOnly',
    '--outDir',
    validationDts,
  ],
  { cwd: pkg, stdio: 'inherit' },
);
const onlyTypes = [...types].filter((t) => !values.has(t)).sort();
writeFileSync(
  stub,
  `export { ${[...values].sort().join(', ')} } from '${from}';\n` +
    `export type { ${onlyTypes.join(', ')} } from '${from}';\n`,
);

mkdirSync(vendor, { recursive: true });
await build({
  entryPoints: [stub],
  outfile: join(vendor, 'validation.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['zod', 'libphonenumber-js'],
  sourcemap: true,
  sourcesContent: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const stubDts = join(cache, 'validation-types.d.ts');
writeFileSync(stubDts, `export { ${names.join(', ')} } from './validation-dts/index.js';\n`);
const [declarations] = generateDtsBundle([{ filePath: stubDts, output: { noBanner: true } }], {
  preferredConfigPath: join(pkg, 'tsconfig.json'),
});

/**
 * The .d.ts bundler drops namespace imports of libraries (`import * as z from 'zod/mini'`) while
 * keeping the `z.` references: put back each one the bundle uses, as the sources declare it.
 */
function withNamespaceImports(bundle: string): string {
  const declared = new Map<string, string>();
  const pattern = /^import (?:type )?\* as (\w+) from '([^.'][^']*)';$/gm;
  for (const file of files(validationDts))
    for (const [, alias = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      const seen = declared.get(alias);
      if (seen && seen !== specifier)
        throw new Error(`build: ${alias} names ${seen} and ${specifier}`);
      declared.set(alias, specifier);
    }
  const lines = [...declared]
    .filter(([alias]) => new RegExp(`\\b${alias}\\.`).test(bundle))
    .filter(([alias]) => !new RegExp(`\\* as ${alias} from`).test(bundle))
    .map(([alias, specifier]) => `import type * as ${alias} from '${specifier}';\n`);
  return lines.join('') + bundle;
}
writeFileSync(join(vendor, 'validation.d.ts'), withNamespaceImports(declarations ?? ''));

for (const file of files(dist).filter(isCode)) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`'${SPECIFIER}'`)) continue;
  let target = relative(dirname(file), join(vendor, 'validation.js')).replaceAll('\\', '/');
  if (!target.startsWith('.')) target = `./${target}`;
  writeFileSync(file, text.replaceAll(`'${SPECIFIER}'`, `'${target}'`));
}

// The socket worker is loaded by URL (`new URL('./socketWorker.ts', import.meta.url)` in the
// sources): in dist it is one file without imports, so it runs whether the app's bundler bundles
// workers (Vite, webpack) or only copies the file next to the code.
const websocketDir = join(dist, 'transports/websocket');
await build({
  entryPoints: [join(pkg, 'src/transports/websocket/socketWorker.ts')],
  outfile: join(websocketDir, 'socketWorker.js'),
  allowOverwrite: true,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  sourcesContent: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const hubChannel = join(websocketDir, 'hubChannel.js');
const hubSource = readFileSync(hubChannel, 'utf8');
if (!hubSource.includes("'./socketWorker.ts'"))
  throw new Error('build: hubChannel.js no longer names ./socketWorker.ts');
writeFileSync(hubChannel, hubSource.replaceAll("'./socketWorker.ts'", "'./socketWorker.js'"));

const leaks = files(dist)
  .filter(isCode)
  .flatMap((file) =>
    FORBIDDEN.filter((name) => readFileSync(file, 'utf8').includes(`'${name}`)).map(
      (name) => `${relative(pkg, file)} imports ${name}`,
    ),
  );
if (leaks.length > 0) throw new Error(`build: dist must not import\n${leaks.join('\n')}`);
if (!process.env.KEEP_BUILD_CACHE) rmSync(cache, { recursive: true, force: true });
console.log(`voice-client: dist/ built; bundled from ${SPECIFIER}: ${names.join(', ')}`);
