// `pnpm bench`: every performance figure of the product in one run. Runs each package's own
// `bench` script (in its bench/ folder), reads the rows each writes as `table` in its JSON under
// bench-results/, prints them as one table and writes them all to bench-results/bench.json.
// Figures are compared with their goals; this script reports, it does not fail on a missed goal
// (CI checks only the size budgets).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchRow, printTable } from '@hlasovy-asistent/browser-testing/bench-table';
import { packageRows } from './bench-rows.ts';

const root = join(import.meta.dirname, '..');
const results = join(root, 'bench-results');
mkdirSync(results, { recursive: true });

/** Each package's bench and the JSON it writes, in the order of the table. */
const BENCHES = [
  { name: '@hlasovy-asistent/platform-api', json: 'platform-api-size.json' },
  { name: '@hlasovy-asistent/voice-client', json: 'voice-client.json' },
  { name: '@hlasovy-asistent/supabase', json: 'functions.json' },
  { name: '@hlasovy-asistent/local-stack', json: 'voice-agent.json' },
  { name: '@hlasovy-asistent/site', json: 'site.json' },
  { name: '@hlasovy-asistent/examples', json: 'published.json' },
] as const;

const rows: BenchRow[] = [];
const packages: Record<string, unknown> = {};
for (const { name, json } of BENCHES) {
  const file = join(results, json);
  // A previous run's figures must not stand in for a bench that fails now.
  rmSync(file, { force: true });
  console.log(`\n==> ${name}: bench`);
  const { status } = spawnSync('pnpm', ['--filter', name, 'run', 'bench'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) console.error(`${name} bench failed (exit ${status})`);
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
  packages[name] = report;
  rows.push(...packageRows({ name, status, report }));
}

console.log('\nAll figures');
printTable(rows);
const out = join(results, 'bench.json');
writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, packages }, null, 2)}\n`,
);
console.log(`\nwritten: ${out}`);
