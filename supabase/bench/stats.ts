import { performance } from 'node:perf_hooks';
import { mapLimit } from '../test/functionsHarness.ts';

/** Nearest-rank percentile of ascending `sorted` values (p in 0..100). */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface RunStats {
  concurrency: number;
  requests: number;
  ok: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { min: number; mean: number; p50: number; p95: number; p99: number; max: number };
}

const round = (n: number) => Math.round(n * 100) / 100;

function summarize(
  concurrency: number,
  latencies: readonly number[],
  ok: number,
  seconds: number,
): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return {
    concurrency,
    requests: sorted.length,
    ok,
    failed: sorted.length - ok,
    seconds: round(seconds),
    requestsPerSecond: round(sorted.length / seconds),
    latencyMs: {
      min: round(sorted[0] ?? Number.NaN),
      mean: round(mean),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
    },
  };
}

/**
 * `count` runs of `one`, `concurrency` at a time, summarized: each run says how long its timed
 * part took and whether it succeeded.
 */
export async function timedRuns(
  concurrency: number,
  count: number,
  one: (i: number) => Promise<{ ms: number; ok: boolean }>,
): Promise<RunStats> {
  const latencies: number[] = [];
  let ok = 0;
  const started = performance.now();
  await mapLimit(Array.from({ length: count }), concurrency, async (_, i) => {
    const run = await one(i);
    latencies.push(run.ms);
    if (run.ok) ok += 1;
  });
  return summarize(concurrency, latencies, ok, (performance.now() - started) / 1000);
}

export function formatTable(rows: readonly RunStats[]): string {
  const header = ['clients', 'requests', 'ok', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const lines = rows.map((r) => [
    String(r.concurrency),
    String(r.requests),
    String(r.ok),
    r.requestsPerSecond.toFixed(1),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p95.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    r.latencyMs.max.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
