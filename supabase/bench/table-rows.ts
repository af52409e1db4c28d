// This package's rows of the `pnpm bench` table: handle-demo-request's throughput and latency per
// concurrency on the local stack (functions.ts), each row ok when no request failed.
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';
import type { RunStats } from './stats.ts';

export function functionsTable(results: readonly RunStats[]): BenchRow[] {
  return results.map((r) => ({
    figure: `handle-demo-request x${r.concurrency}: req/s, p50/p95/p99 ms`,
    value: `${r.requestsPerSecond} | ${r.latencyMs.p50}/${r.latencyMs.p95}/${r.latencyMs.p99}`,
    goal: '0 failed',
    ok: r.failed === 0,
  }));
}
