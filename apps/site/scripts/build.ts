// Production build: client bundle, then a server bundle of src/entry-server.tsx used once to
// prerender every route. SITE_OUT_DIR (default dist) selects the output directory.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { prerender } from '../build/prerender.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.env.SITE_OUT_DIR ?? 'dist');
const ssrDir = join(root, 'node_modules/.prerender', outDir.split(/[/\\]/).pop() ?? 'dist');

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const files = await prerender(outDir, join(ssrDir, 'entry-server.js'));
rmSync(ssrDir, { recursive: true, force: true });
process.stdout.write(`prerendered into ${outDir}: ${files.join(', ')}\n`);
