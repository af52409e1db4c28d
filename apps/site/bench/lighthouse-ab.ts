// `pnpm exec node bench/lighthouse-ab.ts --baseline <checkout> [--baseline <another>] [--runs 5]
// [--path /]`: Lighthouse mobile (as bench/lighthouse.ts runs it) of this checkout's production
// build (the last letter) and of other checkouts' (A, B...), interleaved (each round in the
// opposite order of the one before) against one fresh local stack, so a busy machine slows all
// alike. Prints per run the Total Blocking Time, the long tasks (Lighthouse's
// simulated durations, with the script each is attributed to, and whether it falls inside the
// FCP..TTI window that TBT counts), and the scripts' main-thread time; then the medians.
// The baseline checkout needs its dependencies installed:
//   git worktree add --detach /tmp/site-baseline main && (cd /tmp/site-baseline && pnpm install --offline)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, OFFLINE_FLAGS } from '@hlasovy-asistent/browser-testing/chromium';
import { startStack } from '@hlasovy-asistent/local-stack';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.ts';
import { BENCH_VOICE_LIMITS } from './real-call-rows.ts';
import { buildSite, freePort, type Served, serveSite } from './serve.ts';
import { type CpuTasks, cpuTasks } from './trace-cpu-tasks.ts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    baseline: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
    // keep each run's trace here (for a closer look at the tasks)
    traces: { type: 'string' },
    // with V8's sampling profiler in the trace (the functions in each task; adds a little work)
    profile: { type: 'boolean', default: false },
  },
});
if (!values.baseline?.length) throw new Error('--baseline <checkout> is required');
const runs = Number(values.runs);
const siteDir = join(import.meta.dirname, '..');

interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
  inTbtWindow: boolean;
}
interface Run {
  variant: string;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  longTasks: LongTask[];
  scripts: { url: string; totalMs: number; scriptingMs: number }[];
  /** the same run's tasks by CPU time (trace-cpu-tasks.ts): what a quiet machine would count */
  cpu: CpuTasks;
  load1: number;
  /** CPU time of this bench's servers (the local stack, the static servers) during the run */
  backendCpuMs: number;
}

/**
 * CPU time (ms) used so far by this process's descendants outside `exclude`'s tree (Linux
 * /proc): the local stack answers the page's requests on the same cores as the page, which a
 * production backend does not.
 */
function backendCpuMs(exclude: number | undefined): number {
  const procs = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the fields after the command's closing parenthesis: state ppid ... utime(12) stime(13)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // gone meanwhile
    }
  }
  const within = (pid: number, root: number) => {
    for (let p = pid; p > 1; p = procs.get(p)?.ppid ?? 0) if (p === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, { cpu }] of procs)
    if (pid !== process.pid && within(pid, process.pid) && !(exclude && within(pid, exclude)))
      ticks += cpu;
  return ticks * 10; // USER_HZ = 100
}

const short = (url: string) => url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');

async function once(variant: string, url: string, index: number): Promise<Run> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_FLAGS],
  });
  const backendBefore = backendCpuMs(chrome.pid);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(values.profile
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { audits } = result.lhr;
    const metrics = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    const fcpMs = metrics?.firstContentfulPaint ?? Number.NaN;
    const ttiMs = metrics?.interactive ?? Number.NaN;
    const items = (id: string) =>
      ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ??
        []) as Record<string, unknown>[];
    const longTasks = items('long-tasks').map((item) => {
      const startMs = Number(item.startTime);
      const durationMs = Number(item.duration);
      return {
        url: short(String(item.url)),
        startMs: Math.round(startMs),
        durationMs: Math.round(durationMs),
        inTbtWindow: startMs + durationMs > fcpMs && startMs < ttiMs,
      };
    });
    const scripts = items('bootup-time').map((item) => ({
      url: short(String(item.url)),
      totalMs: Math.round(Number(item.total)),
      scriptingMs: Math.round(Number(item.scripting)),
    }));
    const trace = (result.artifacts as unknown as { Trace: unknown }).Trace;
    if (values.traces) {
      mkdirSync(values.traces, { recursive: true });
      writeFileSync(join(values.traces, `${index}-${variant}.json`), JSON.stringify(trace));
    }
    return {
      variant,
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
      fcpMs: Math.round(fcpMs),
      ttiMs: Math.round(ttiMs),
      longTasks,
      scripts,
      cpu: cpuTasks(trace),
      load1: Number(loadavg()[0]?.toFixed(1)),
      backendCpuMs: backendCpuMs(chrome.pid) - backendBefore,
    };
  } finally {
    await chrome.kill();
  }
}

const variants = [
  ...values.baseline.map((checkout) => join(resolve(checkout), 'apps', 'site')),
  siteDir,
]
  .map((root, i) => {
    const name = String.fromCharCode(65 + i);
    return { name, root, dir: `dist-bench-lh-${name.toLowerCase()}` };
  })
  .map((v) => ({
    ...v,
    dir: join(siteDir, v.dir),
    port: 0,
    served: undefined as Served | undefined,
  }));
for (const v of variants) v.port = await freePort();

const stack = await startStack({
  gatewayPort: 0,
  siteOrigins: variants.map((v) => `http://127.0.0.1:${v.port}`),
  functionsEnv: BENCH_VOICE_LIMITS,
  bookingTools: false,
});
const all: Run[] = [];
try {
  const env = { VITE_SUPABASE_URL: stack.url, VITE_SUPABASE_ANON_KEY: stack.anonKey };
  for (const v of variants) {
    await buildSite(v.dir, env, v.root);
    v.served = await serveSite(v.dir, v.port, v.root);
  }
  for (let round = 0; round < runs; round++) {
    // A, B, C then C, B, A: none always goes first
    const order = round % 2 ? [...variants].reverse() : variants;
    for (const v of order) {
      if (!v.served) continue;
      const run = await once(v.name, v.served.url + values.path, all.length);
      all.push(run);
      const tasks = run.longTasks
        .map((t) => `${t.durationMs}${t.inTbtWindow ? '*' : ''}@${t.startMs} ${t.url}`)
        .join(' | ');
      console.log(
        `round ${round + 1} ${run.variant}: TBT ${run.tbtMs} ms (FCP ${run.fcpMs}, TTI ${run.ttiMs}, load ${run.load1}, servers' CPU ${run.backendCpuMs} ms) long tasks: ${tasks || 'none'}`,
      );
      console.log(`   by CPU time: TBT ${run.cpu.cpuTbtMs} ms (wall x4: ${run.cpu.wallTbtMs} ms)`);
      for (const t of run.cpu.long)
        console.log(`     @${t.startMs} cpu ${t.cpuMs} ms (wall ${t.wallMs}): ${t.content}`);
    }
  }
  console.log('\n(* = inside FCP..TTI, the window TBT counts; durations are simulated, CPU 4x)');
  for (const v of variants) {
    const mine = all.filter((r) => r.variant === v.name);
    console.log(
      `${v.name}: TBT ${mine.map((r) => r.tbtMs).join(', ')} -> median ${median(mine.map((r) => r.tbtMs))} ms`,
    );
    console.log(
      `   servers' CPU during the run: ${mine.map((r) => r.backendCpuMs).join(', ')} -> median ${median(mine.map((r) => r.backendCpuMs))} ms`,
    );
    console.log(
      `   by CPU time: ${mine.map((r) => r.cpu.cpuTbtMs).join(', ')} -> median ${median(mine.map((r) => r.cpu.cpuTbtMs))} ms`,
    );
    const byUrl = new Map<string, number[]>();
    for (const r of mine)
      for (const s of r.scripts) byUrl.set(s.url, [...(byUrl.get(s.url) ?? []), s.totalMs]);
    for (const [url, totals] of byUrl)
      console.log(
        `   bootup ${url}: median ${median(totals)} ms main thread (${totals.length} runs)`,
      );
  }
  const out = join(siteDir, '..', '..', 'bench-results', 'site-lighthouse-ab.json');
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: all }, null, 2)}\n`,
  );
  console.log(`written: ${out}`);
} finally {
  for (const v of variants) v.served?.stop();
  await stack.stop();
}
