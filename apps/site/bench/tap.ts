// `pnpm --filter @hlasovy-asistent/site run bench:tap`: issue 40's rows alone, tap -> first
// assistant audio on a phone for slow 4G, fast 4G and unthrottled (tap-to-audio.ts), median of 5
// per network, with the split by step. The production build against a fresh local stack.
//
// A/B in one run: `-- --baseline <checkout>` also builds the site of another checkout of this
// repository (dependencies installed), e.g. main's:
//   git worktree add --detach /tmp/site-baseline main && (cd /tmp/site-baseline && pnpm install --offline)
// and interleaves the two (A = baseline, B = this checkout; alternating order per round), so a
// busy machine slows both alike. `--runs N` changes the 5.
// What a step waits for: `TAP_TRACE=/tmp/tap` writes a devtools trace of each tap (with V8's
// sampler), `BENCH_NO_MINIFY=1` builds with readable function names for it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { audioDir, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { writeMicrophones } from '@hlasovy-asistent/browser-testing/write-microphones';
import { startStack } from '@hlasovy-asistent/local-stack';
import { BENCH_VOICE_LIMITS } from './real-call-rows.ts';
import { buildSite, freePort, type Served, serveSite } from './serve.ts';
import { TAP_BLIND_SPOTS, type TapBench, tapRows } from './tap-rows.ts';
import { measureTaps } from './tap-to-audio.ts';

const { values } = parseArgs({
  // `pnpm run bench:tap -- --runs 3` hands the `--` on
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { baseline: { type: 'string' }, runs: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);
const siteDir = join(import.meta.dirname, '..');
const results = join(siteDir, '..', '..', 'bench-results');

const variants = [
  ...(values.baseline
    ? [{ name: 'A', root: join(resolve(values.baseline), 'apps', 'site'), dir: 'dist-bench-tap-a' }]
    : []),
  { name: 'B', root: siteDir, dir: 'dist-bench-tap-b' },
].map((v) => ({
  ...v,
  dir: join(siteDir, v.dir),
  port: 0,
  served: undefined as Served | undefined,
}));
for (const v of variants) v.port = await freePort();

await writeMicrophones();
const stack = await startStack({
  gatewayPort: 0,
  siteOrigins: variants.map((v) => `http://127.0.0.1:${v.port}`),
  functionsEnv: BENCH_VOICE_LIMITS,
  bookingTools: false,
});
try {
  const env = { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey };
  for (const v of variants) {
    await buildSite(v.dir, env, v.root);
    v.served = await serveSite(v.dir, v.port, v.root);
  }
  const samples = await measureTaps(
    variants.flatMap((v) => (v.served ? [{ name: v.name, url: v.served.url }] : [])),
    microphoneFile('silence'),
    runs,
    (line) => console.log(line),
  );
  const bench: TapBench = {
    runs,
    loadAverage: Number(loadavg()[0]?.toFixed(1)),
    variants: variants.map((v) => ({ name: v.name, samples: samples[v.name] ?? {} })),
  };
  const rows = tapRows(bench);
  printTable(rows);
  console.log(`\nWhat the rows cannot see: ${TAP_BLIND_SPOTS}`);
  mkdirSync(results, { recursive: true });
  const out = join(results, 'site-tap.json');
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), table: rows, bench }, null, 2)}\n`,
  );
  console.log(`written: ${out}`);
} finally {
  for (const v of variants) v.served?.stop();
  await stack.stop();
  rmSync(audioDir(), { recursive: true, force: true });
}
