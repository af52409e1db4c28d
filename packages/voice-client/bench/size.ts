import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

export interface SizeResult {
  name: string;
  external: string[];
  minifiedBytes: number;
  gzipBytes: number;
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
