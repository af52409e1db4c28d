import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runOk } from './run.ts';

export interface Unpacked {
  dir: string;
  manifest: Record<string, unknown>;
  /** Paths inside the package, `./dist/index.js` style. */
  files: string[];
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

export async function unpack(tarball: string, into: string): Promise<Unpacked> {
  mkdirSync(into, { recursive: true });
  await runOk('tar', ['-xzf', tarball, '-C', into], { cwd: into });
  const dir = join(into, 'package');
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return { dir, manifest, files: walk(dir).map((f) => `./${relative(dir, f)}`) };
}

/** Every file an `exports` map points at (conditions and subpaths flattened). */
export function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object')
    return Object.values(exports).flatMap((value) => exportTargets(value));
  return [];
}
