import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, transform } from 'esbuild';

export interface SizeResult {
  name: string;
  external: string[];
  minifiedBytes: number;
  gzipBytes: number;
  /** Files served unbundled: their size as they are. */
  rawBytes?: number;
  rawGzipBytes?: number;
}

/** Bundles an entry for the browser (ESM, minified), `external` left out; gzip level 9. */
export async function measureSize(
  name: string,
  entry: string,
  external: string[],
  cwd: string,
  plugins: Plugin[] = [],
): Promise<SizeResult> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: cwd,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
    plugins,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    name,
    external,
    minifiedBytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
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

/**
 * Every module an entry can ever run: inputs with code in its output chunk and in every chunk
 * that chunk imports, statically or (unless `lazy: false`) with `import()` (nothing external). esbuild also writes chunks
 * for `import()`s in tree-shaken code; those are never reached and do not count.
 */
export async function bundledModules(
  entry: string,
  cwd: string,
  options: { lazy?: boolean } = {},
): Promise<string[]> {
  const lazy = options.lazy ?? true;
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: cwd,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  const { outputs } = result.metafile;
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined);
  const reached = new Set<string>();
  const used = new Set<string>();
  const visit = (path: string | undefined) => {
    const output = path ? outputs[path] : undefined;
    if (!path || !output || reached.has(path)) return;
    reached.add(path);
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0) used.add(input);
    for (const imported of output.imports) {
      if (imported.external || (!lazy && imported.kind === 'dynamic-import')) continue;
      visit(imported.path);
    }
  };
  visit(start);
  return [...used];
}
