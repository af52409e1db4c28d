// Benchmark of handle-demo-request on the local stack (gateway -> Deno -> PostgREST ->
// Postgres, Vapi contract server), loopback only: throughput and p50/p95/p99 latency at 1, 10
// and 50 concurrent clients. Rate limits and the dial budget are raised so every request takes
// the full path (validate, dialling policy, stored lead, bot check, rate-limit RPCs, claim,
// budget, POST /call, record). The lead is inserted first, untimed, as the site does.
// Then vapi-tools (issue 27): `demo_slots` tool calls and bookings of an offered slot
// (vapi-tools-runs.ts), one client at a time, as one voice call makes them.
// Writes bench-results/functions.json (`table`: this package's rows of `pnpm bench`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoPayload, rowOf, startFunctionsHarness } from '../test/functionsHarness.ts';
import { formatTable, type RunStats, timedRuns } from './stats.ts';
import { functionsTable, vapiToolsTable } from './table-rows.ts';
import { BENCH_TOOLS_SECRET, runBookings, runSlots } from './vapi-tools-runs.ts';

const CONCURRENCY = [1, 10, 50];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARMUP = 30;
const TOOL_REQUESTS = Number(process.env.BENCH_TOOL_REQUESTS ?? 100);
const outFile = join(import.meta.dirname, '..', '..', 'bench-results', 'functions.json');

const harness = await startFunctionsHarness({
  functionsEnv: {
    RATE_LIMIT_IP_MAX: '1000000',
    RATE_LIMIT_PHONE_MAX: '1000000',
    RATE_LIMIT_PHONE_DAY_MAX: '1000000',
    DIAL_MAX_PER_HOUR: '1000000',
    DIAL_MAX_PER_DAY: '1000000',
    SCHEDULE_SLOT_CAPACITY: '1000000',
    VAPI_TOOLS_SECRET: BENCH_TOOLS_SECRET,
  },
});

function run(concurrency: number, count: number): Promise<RunStats> {
  return timedRuns(concurrency, count, async (i) => {
    const ip = `10.9.${Math.floor(i / 250) % 250}.${i % 250}`;
    const body = { ...demoPayload(), formToken: await harness.formToken() };
    await (await harness.insert(rowOf(body), ip)).arrayBuffer();
    const t0 = performance.now();
    const response = await harness.call('handle-demo-request', { body, ip });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, ok: response.status === 200 };
  });
}

try {
  await run(10, WARMUP);
  const results: RunStats[] = [];
  for (const concurrency of CONCURRENCY) {
    const stats = await run(concurrency, REQUESTS);
    results.push(stats);
    console.log(
      `clients=${concurrency}: ${stats.requestsPerSecond} req/s, p95 ${stats.latencyMs.p95} ms`,
    );
  }
  console.log(`\nhandle-demo-request on the local stack (${REQUESTS} requests per row)\n`);
  console.log(formatTable(results));
  await runSlots(harness, 1, 10);
  const tools = {
    slots: await runSlots(harness, 1, TOOL_REQUESTS),
    booking: await runBookings(harness, 1, TOOL_REQUESTS),
  };
  console.log(
    `\nvapi-tools demo_slots, then bookings of an offered slot (${TOOL_REQUESTS} each)\n`,
  );
  console.log(formatTable([tools.slots, tools.booking]));
  console.log(
    `\n${availableParallelism()} CPUs, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  mkdirSync(join(outFile, '..'), { recursive: true });
  const report = {
    benchmark: 'handle-demo-request',
    at: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    /** 1/5/15-minute load when the run ended: other work on the machine skews the numbers. */
    loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
    requestsPerRun: REQUESTS,
    path: 'gateway -> Deno function -> PostgREST RPC -> Postgres 15; POST /call to the Vapi contract server',
    results,
    vapiTools: { requestsPerRun: TOOL_REQUESTS, ...tools },
    table: [...functionsTable(results), ...vapiToolsTable(tools)],
  };
  writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${outFile}`);
  if ([...results, tools.slots, tools.booking].some((r) => r.failed > 0)) process.exitCode = 1;
} finally {
  await harness.stop();
}
