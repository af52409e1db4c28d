// The page's main-thread tasks from a Chromium trace, by the CPU time of the thread (`tdur`)
// beside the wall time (`dur`). Lighthouse's simulated TBT multiplies each observed task's wall
// time by 4: on a busy machine a task waits for a core and its wall time grows, so TBT grows with
// the machine's load. The CPU time does not: `cpuTbtMs` is the TBT the same tasks would give on
// a quiet machine (each task's CPU time x4 over 50 ms, after FCP), a figure to compare A and B
// with when the machine is busy, not one to report instead of Lighthouse's.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface CpuTask {
  /** ms after navigation start */
  startMs: number;
  cpuMs: number;
  wallMs: number;
  /** what ran inside, by CPU time: "EvaluateScript /assets/x.js=4.1; FunctionCall:x ...=3.2" */
  content: string;
}

export interface CpuTasks {
  fcpMs: number;
  /** sum over tasks after FCP of max(0, 4 x CPU time - 50) */
  cpuTbtMs: number;
  /** the same with wall time (close to Lighthouse's TBT, which also cuts at TTI) */
  wallTbtMs: number;
  /** tasks after FCP whose CPU time x4 is over 50 ms */
  long: CpuTask[];
}

const INSIDE = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'MajorGC',
  'MinorGC',
  'RunMicrotasks',
  'Commit',
  'ParseAuthorStyleSheet',
]);

const short = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/-[\w-]{8}\.js$/, '.js');

export function cpuTasks(trace: unknown, multiplier = 4): CpuTasks {
  const events = ((trace as { traceEvents?: TraceEvent[] }).traceEvents ??
    (trace as TraceEvent[])) as TraceEvent[];
  // the page's main thread: the renderer main thread with the most tasks
  let pid = 0;
  let tid = 0;
  let most = -1;
  for (const meta of events) {
    if (meta.ph !== 'M' || meta.name !== 'thread_name' || meta.args?.name !== 'CrRendererMain')
      continue;
    const n = events.filter(
      (e) => e.pid === meta.pid && e.tid === meta.tid && e.name === 'RunTask',
    ).length;
    if (n > most) [pid, tid, most] = [meta.pid, meta.tid, n];
  }
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const navigation =
    events.find(
      (e) =>
        e.name === 'navigationStart' && e.pid === pid && e.args?.data?.isLoadingMainFrame === true,
    ) ?? main[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!navigation || !fcp) throw new Error('the trace has no navigation or no FCP');
  const ms = (us: number) => us / 1000;
  let cpuTbtMs = 0;
  let wallTbtMs = 0;
  const long: CpuTask[] = [];
  for (const task of main) {
    if (task.name !== 'RunTask' || task.ts < fcp.ts) continue;
    const wallMs = ms(task.dur ?? 0);
    const cpuMs = ms(task.tdur ?? task.dur ?? 0);
    wallTbtMs += Math.max(0, multiplier * wallMs - 50);
    if (multiplier * cpuMs <= 50) continue;
    cpuTbtMs += multiplier * cpuMs - 50;
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const e of main) {
      if (e.ts < task.ts || e === task || !INSIDE.has(e.name)) continue;
      if (e.ts > end) break;
      const d = e.args?.data ?? {};
      const stack = d.stackTrace as { url?: string }[] | undefined;
      const url = short(d.url ?? stack?.[0]?.url);
      const label = `${e.name}${d.functionName ? `:${d.functionName}` : ''}${d.type ? `:${d.type}` : ''}${url ? ` ${url}` : ''}`;
      parts.set(label, (parts.get(label) ?? 0) + ms(e.tdur ?? e.dur ?? 0));
    }
    long.push({
      startMs: Math.round(ms(task.ts - navigation.ts)),
      cpuMs: Number(cpuMs.toFixed(1)),
      wallMs: Number(wallMs.toFixed(1)),
      content: [...parts]
        .filter(([, v]) => v >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k}=${v.toFixed(1)}`)
        .join('; '),
    });
  }
  return {
    fcpMs: Math.round(ms(fcp.ts - navigation.ts)),
    cpuTbtMs: Math.round(cpuTbtMs),
    wallTbtMs: Math.round(wallTbtMs),
    long,
  };
}
