// `pnpm --filter @repo/voice-client run bench` (table + bench-results/voice-client.json)
// `pnpm --filter @repo/voice-client run size` (exits 1 when over the 8 KB budget)
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { measureOverhead } from './overhead.ts';
import { measureSize } from './size.ts';

const BUDGET_BYTES = 8 * 1024;
const START_GOAL_MS = 20;
const pkg = join(import.meta.dirname, '..');
const root = join(pkg, '..', '..');
const checkOnly = process.argv.includes('--check-size');

const DAILY = ['@daily-co/daily-js'];
const DEPS = [...DAILY, '@repo/validation', 'zod'];
const vapiEntry = createRequire(join(pkg, 'package.json')).resolve('@vapi-ai/web');
const vapiDir = dirname(dirname(vapiEntry));

const sizes = {
  ownCode: await measureSize(
    '@repo/voice-client (own code; daily-js, @repo/validation, zod external)',
    'src/index.ts',
    DEPS,
    pkg,
  ),
  withDeps: await measureSize(
    '@repo/voice-client (daily-js external; validation + zod bundled)',
    'src/index.ts',
    DAILY,
    pkg,
  ),
  appImport: await measureSize(
    'an app importing only { VoiceClient } (deps external)',
    'bench/appImport.ts',
    DEPS,
    pkg,
  ),
  react: await measureSize(
    '@repo/voice-client/react (+ core, deps external)',
    'src/react/index.ts',
    [...DEPS, 'react'],
    pkg,
  ),
  vapiOwn: await measureSize(
    '@vapi-ai/web 2.7.1 (daily-js external; events bundled)',
    vapiEntry,
    DAILY,
    vapiDir,
  ),
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const withinBudget = sizes.ownCode.gzipBytes <= BUDGET_BYTES;

if (checkOnly) {
  console.log(
    `${sizes.ownCode.name}: ${kb(sizes.ownCode.gzipBytes)} gzip (budget ${kb(BUDGET_BYTES)})`,
  );
  process.exit(withinBudget ? 0 : 1);
}

const overhead = await measureOverhead();
const rows: [string, string, string, string][] = [
  ...Object.values(sizes).map(
    (s) =>
      [
        s.name,
        `${kb(s.minifiedBytes)} min`,
        `${kb(s.gzipBytes)} gzip`,
        s === sizes.ownCode
          ? `goal <= ${kb(BUDGET_BYTES)}: ${withinBudget ? 'met' : 'MISSED'}`
          : '',
      ] as [string, string, string, string],
  ),
  [
    'start() -> call-start, zero-latency fake',
    `median ${overhead.startToCallStartMs.median} ms`,
    `p95 ${overhead.startToCallStartMs.p95} ms`,
    `goal < ${START_GOAL_MS} ms: ${overhead.startToCallStartMs.p95 < START_GOAL_MS ? 'met' : 'MISSED'}`,
  ],
  [
    'stop() -> everything released',
    `median ${overhead.stopToReleasedMs.median} ms`,
    `p95 ${overhead.stopToReleasedMs.p95} ms`,
    '',
  ],
];
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
console.log(`\n@repo/voice-client benchmark (${overhead.runs} runs)\n`);
for (const row of rows)
  console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  |  '));

const out = join(root, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'voice-client.json'),
  `${JSON.stringify({ budgetBytes: BUDGET_BYTES, withinBudget, sizes, overhead, measuredAt: new Date().toISOString() }, null, 2)}\n`,
);
console.log(`\nwritten ${join(out, 'voice-client.json')}`);
