/**
 * Bundle size of this client vs @vapi-ai/server-sdk (esbuild, minified, browser ESM, gzip -9).
 * `node bench/size.ts`          prints the table and writes bench-results/platform-api-size.json
 *                               (`table`: this package's rows of `pnpm bench`)
 * `node bench/size.ts --check`  measures only this package and exits 1 when over budget
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { platformApiTable } from './tableRows.ts';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(pkgDir, '../..');
const entry = join(pkgDir, 'src/index.ts');
const KB = 1000;
const BUDGET = { whole: 15 * KB, oneResource: 4 * KB };

interface Case {
  library: '@hlasovy-asistent/platform-api' | '@vapi-ai/server-sdk';
  usage: string;
  budget?: number;
  code: string;
}

const CALL = `{ assistantId: 'a', phoneNumberId: 'p', customer: { number: '+421900000000' } }`;
const ours: Case[] = [
  {
    library: '@hlasovy-asistent/platform-api',
    usage: 'whole client (createVapiClient)',
    budget: BUDGET.whole,
    code: `import { createVapiClient } from ${JSON.stringify(entry)};
      export const api = createVapiClient({ token: 't' });`,
  },
  {
    library: '@hlasovy-asistent/platform-api',
    usage: 'every export (import *)',
    budget: BUDGET.whole,
    code: `export * from ${JSON.stringify(entry)};`,
  },
  {
    library: '@hlasovy-asistent/platform-api',
    usage: 'createVapiClient, only api.calls.create used',
    code: `import { createVapiClient } from ${JSON.stringify(entry)};
      export const run = () => createVapiClient({ token: 't' }).calls.create(${CALL});`,
  },
  {
    library: '@hlasovy-asistent/platform-api',
    usage: 'createVapiClientWith({ calls }), calls.create',
    budget: BUDGET.oneResource,
    code: `import { callsResource, createVapiClientWith } from ${JSON.stringify(entry)};
      export const run = () =>
        createVapiClientWith({ token: 't' }, { calls: callsResource }).calls.create(${CALL});`,
  },
  {
    library: '@hlasovy-asistent/platform-api',
    usage: 'only calls.create (callsResource)',
    budget: BUDGET.oneResource,
    code: `import { callsResource, createFetcher } from ${JSON.stringify(entry)};
      export const run = () => callsResource(createFetcher({ token: 't' })).create(${CALL});`,
  },
];
const theirs: Case[] = [
  {
    library: '@vapi-ai/server-sdk',
    usage: 'whole client (VapiClient)',
    code: `import { VapiClient } from '@vapi-ai/server-sdk';
      export const api = new VapiClient({ token: 't' });`,
  },
  {
    library: '@vapi-ai/server-sdk',
    usage: 'only calls.create (CallsClient)',
    code: `import { CallsClient } from '@vapi-ai/server-sdk/calls';
      export const run = () => new CallsClient({ token: 't' }).create(${CALL});`,
  },
];

async function measure(c: Case) {
  const started = performance.now();
  const result = await build({
    stdin: { contents: c.code, resolveDir: pkgDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gzip = gzipSync(bytes, { level: 9 }).length;
  return {
    ...c,
    code: undefined,
    minifiedBytes: bytes.length,
    gzipBytes: gzip,
    withinBudget: c.budget === undefined ? undefined : gzip <= c.budget,
    buildMs: Math.round(performance.now() - started),
  };
}

const check = process.argv.includes('--check');
const rows = [];
for (const c of check ? ours : [...ours, ...theirs]) rows.push(await measure(c));

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
console.log('| library | usage | minified | min+gzip | budget |');
console.log('|---|---|---:|---:|---|');
for (const r of rows) {
  const budget =
    r.budget === undefined ? '' : `${r.withinBudget ? 'ok' : 'OVER'} (<= ${kb(r.budget)})`;
  console.log(
    `| ${r.library} | ${r.usage} | ${kb(r.minifiedBytes)} | ${kb(r.gzipBytes)} | ${budget} |`,
  );
}

if (!check) {
  const out = join(repoRoot, 'bench-results/platform-api-size.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), unit: 'bytes', rows, table: platformApiTable(rows) }, null, 2)}\n`,
  );
  console.log(`\nwritten ${out}`);
}
const over = rows.filter((r) => r.withinBudget === false);
if (over.length) {
  console.error(`over budget: ${over.map((r) => r.usage).join(', ')}`);
  process.exitCode = 1;
}
