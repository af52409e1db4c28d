// Production build: client bundle, then a server bundle of src/entry-server.tsx used once to
// prerender every route. The output directory is `--outDir <dir>` (vite's flag, so
// `pnpm run build -- --outDir x` works), else SITE_OUT_DIR, else dist. The output is always emptied.
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from '../build/prerender.ts';
import { MANIFEST_FILE } from '../build/routePreloads.ts';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const outDirFlag = argv.indexOf('--outDir');
const outDirArg = outDirFlag >= 0 ? argv[outDirFlag + 1] : undefined;
const outDir = resolve(root, outDirArg ?? process.env.SITE_OUT_DIR ?? 'dist');
const ssrDir = join(root, 'node_modules/.prerender', outDir.split(/[/\\]/).pop() ?? 'dist');

// the manifest tells the prerender which chunk a route preloads (build/routePreloads.ts)
// BENCH_NO_MINIFY=1: readable function names in a bench's traces (bench/tap.ts, TAP_TRACE); never
// for a deploy (the size budgets read the minified build)
const minify = process.env.BENCH_NO_MINIFY ? { minify: false } : {};
await build({
  root,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, manifest: true, ...minify },
});
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const files = await prerender(outDir, join(ssrDir, 'entry-server.js'));
rmSync(ssrDir, { recursive: true, force: true });
rmSync(join(outDir, dirname(MANIFEST_FILE)), { recursive: true, force: true }); // not served
process.stdout.write(`prerendered into ${outDir}: ${files.join(', ')}\n`);
