// Builds dist/ for publishing: tsc per module (declarations, source maps with the sources
// inlined). Modules that are types only (the generated OpenAPI types) compile to an empty
// `export {}` that nothing imports at run time; their .js and multi-megabyte .js.map are dropped,
// their .d.ts kept.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const pkg = resolve(import.meta.dirname, '..');
const dist = join(pkg, 'dist');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

rmSync(dist, { recursive: true, force: true });
execFileSync('tsc', ['-p', 'tsconfig.build.json'], { cwd: pkg, stdio: 'inherit' });

const js = files(dist).filter((f) => f.endsWith('.js'));
const empty = js.filter((f) =>
  /^export \{\};\s*(\/\/# sourceMappingURL=\S+\s*)?$/.test(readFileSync(f, 'utf8')),
);
const code = js.map((f) => readFileSync(f, 'utf8')).join('\n');
for (const file of empty) {
  const base = file.split('/').pop() as string;
  if (code.includes(`/${base}'`)) throw new Error(`build: ${base} is imported at run time`);
  rmSync(file);
  rmSync(`${file}.map`, { force: true });
}
console.log(
  `platform-api: dist/ built; type-only modules without .js: ${empty.map((f) => relative(dist, f)).join(', ')}`,
);
