import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin, transform } from 'esbuild';

export interface SizeResult {
  name: string;
  external: string[];
  minifiedBytes: number;
  gzipBytes: number;
  /** Files served unbundled: their size as they are. */
  rawBytes?: number;
  rawGzipBytes?: number;
  /** An app entry's chunks loaded with `import()` on first use (not in the sizes above). */
  lazy?: SizeResult;
}

/**
 * An app's entry bundled for the browser as an app's bundler splits it (ESM, minified, code
 * splitting on, `external` left out). What the app loads up front: the entry chunk and every
 * chunk it imports statically, transitively; the chunks only an `import()` reaches load on first
 * use and are `lazy`. Each chunk is a file of its own: gzip -9 per file, summed.
 */
export async function measureSize(
  name: string,
  entry: string,
  external: string[],
  cwd: string,
  plugins: Plugin[] = [],
): Promise<SizeResult> {
  const { outputs, files } = await splitBuild(entry, cwd, { external, minify: true, plugins });
  const upFront = reachedChunks(outputs, { lazy: false });
  const lazy = reachedChunks(outputs, { lazy: true }).filter((path) => !upFront.includes(path));
  const measure = (chunks: string[], label: string): SizeResult => {
    const code = chunks.map((path) => files.get(path) ?? new Uint8Array());
    return {
      name: label,
      external,
      minifiedBytes: code.reduce((sum, c) => sum + c.length, 0),
      gzipBytes: code.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0),
    };
  };
  return {
    ...measure(upFront, name),
    ...(lazy.length > 0 ? { lazy: measure(lazy, `${name}: chunks loaded on first use`) } : {}),
  };
}

/** A file served as it is (the worklets): raw, minified and gzip sizes of the minified code. */
export async function measureFile(name: string, file: string): Promise<SizeResult> {
  const source = readFileSync(file, 'utf8');
  const { code } = await transform(source, { minify: true, target: 'es2022', loader: 'js' });
  return {
    name,
    external: [],
    minifiedBytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
    rawBytes: Buffer.byteLength(source),
    rawGzipBytes: gzipSync(source, { level: 9 }).length,
  };
}

/** esbuild's output of an entry with code splitting: the chunks (metafile) and their code. */
async function splitBuild(
  entry: string,
  cwd: string,
  options: { external?: string[]; minify?: boolean; plugins?: Plugin[] } = {},
) {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: cwd,
    bundle: true,
    minify: options.minify ?? false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'out',
    external: options.external ?? [],
    logLevel: 'silent',
    plugins: options.plugins ?? [],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const files = new Map(
    result.outputFiles.map((file) => [
      relative(cwd, file.path).replaceAll('\\', '/'),
      file.contents,
    ]),
  );
  return { outputs: result.metafile.outputs, files };
}

type Outputs = Metafile['outputs'];

/**
 * The chunks an entry loads: its own and every chunk that one imports statically, and (`lazy`)
 * with `import()`, transitively; nothing external. esbuild also writes chunks for `import()`s in
 * tree-shaken code; those are never reached and do not count.
 */
function reachedChunks(outputs: Outputs, options: { lazy: boolean }): string[] {
  const reached = new Set<string>();
  const visit = (path: string | undefined) => {
    const output = path ? outputs[path] : undefined;
    if (!path || !output || reached.has(path)) return;
    reached.add(path);
    for (const imported of output.imports) {
      if (imported.external || (!options.lazy && imported.kind === 'dynamic-import')) continue;
      visit(imported.path);
    }
  };
  visit(Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined));
  return [...reached];
}

/**
 * Every module an entry can ever run: inputs with code in the chunks it loads, up front and
 * (unless `lazy: false`) with `import()`.
 */
export async function bundledModules(
  entry: string,
  cwd: string,
  options: { lazy?: boolean } = {},
): Promise<string[]> {
  const { outputs } = await splitBuild(entry, cwd);
  const used = new Set<string>();
  for (const path of reachedChunks(outputs, { lazy: options.lazy ?? true }))
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {}))
      if (bytesInOutput > 0) used.add(input);
  return [...used];
}
