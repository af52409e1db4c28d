// This package's rows of the `pnpm bench` table: handle-demo-request's throughput and latency per
// concurrency on the local stack (functions.ts), each row ok when no request failed; and the
// booking in a voice call (vapi-tools-runs.ts): the tool's p95 within 1 s, as issue 27 asks.
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

/** The budget for a tool call's answer, locally (p95). */
const TOOL_P95_GOAL_MS = 1000;

export function vapiToolsTable(tools: { slots: RunStats; booking: RunStats }): BenchRow[] {
  const row = (figure: string, r: RunStats): BenchRow => ({
    figure,
    value: `${r.latencyMs.p95} (p50 ${r.latencyMs.p50}, ${r.failed} failed)`,
    goal: `<= ${TOOL_P95_GOAL_MS} ms, 0 failed`,
    ok: r.failed === 0 && r.latencyMs.p95 <= TOOL_P95_GOAL_MS,
  });
  return [
    row('vapi-tools demo_slots p95 (ms, 1 client)', tools.slots),
    row(
      'booking an offered slot (handle-demo-request bookingId) p95 (ms, 1 client)',
      tools.booking,
    ),
  ];
}
