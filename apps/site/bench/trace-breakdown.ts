// A devtools trace's main thread broken down by the kind of work: the self time of each event
// (its duration less its children's), grouped by a readable name (the event's name, with the
// dispatched event's type, the called function or the timer's callback where the trace has it),
// as a share of the traced time.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface BreakdownRow {
  name: string;
  count: number;
  percent: number;
}

export interface Breakdown {
  seconds: number;
  busyPercent: number;
  /** Self time by kind of work (the innermost enclosing event that names one). */
  groups: BreakdownRow[];
  rows: BreakdownRow[];
}

const KINDS: [RegExp, string][] = [
  [/^(FireAnimationFrame|FrameRequestCallbackCollection)/, 'requestAnimationFrame callbacks'],
  [/^(TimerFire|TimerBase::run)/, 'timers'],
  [/^(HandlePostMessage|SerializedScriptValue)|onmessage/, 'worker / port messages'],
  [/WebSocket/, 'WebSocket'],
  [/^EventDispatch/, 'DOM events'],
  [/GC|GarbageCollect/, 'garbage collection'],
  [/updateStyle|recalcStyle|UpdateLayoutTree|RecalculateStyles/, 'style'],
  [/Layout|InlineNode/, 'layout'],
  [/PrePaint/, 'pre-paint'],
  [
    /PaintArtifactCompositor|Layerize|UpdateLayer|DoUpdateLayers|Commit|CompositingInputs/,
    'layerize and commit',
  ],
  [/Paint/, 'paint'],
  [/Canvas/, 'canvas'],
  [/Animat/, 'animation servicing'],
  [/BeginMainFrame|ScheduleAnimation|SetScrollOffset|SetNeedsCommit/, 'frame (other)'],
];

const kindOf = (names: string[]): string => {
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const found = KINDS.find(([pattern]) => pattern.test(names[i] ?? ''));
    if (found) return found[1];
  }
  return 'task overhead / other';
};

/** The renderer's main thread: the thread named CrRendererMain with the most events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const named = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; n: number } | undefined;
  for (const thread of named) {
    const n = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).length;
    if (!best || n > best.n) best = { pid: thread.pid, tid: thread.tid, n };
  }
  return best;
}

function label(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  if (event.name === 'EventDispatch') return `EventDispatch ${String(data.type ?? '')}`;
  if (event.name === 'FunctionCall') {
    const fn = String(data.functionName ?? '') || '(anonymous)';
    const url = String(data.url ?? '')
      .split('/')
      .pop();
    return `FunctionCall ${fn} ${url}:${String(data.lineNumber ?? '')}`;
  }
  return event.name;
}

export function mainThreadBreakdown(events: TraceEvent[]): Breakdown {
  const thread = mainThread(events);
  const onThread = events
    .filter((e) => thread && e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const timed = events.filter((e) => e.ts > 0 && e.ph !== 'M');
  const first = Math.min(...timed.map((e) => e.ts));
  const last = Math.max(...timed.map((e) => e.ts + (e.dur ?? 0)));
  const total = Math.max(1, last - first);
  const self = new Map<string, { time: number; count: number }>();
  const kinds = new Map<string, { time: number; count: number }>();
  const stack: { end: number; name: string; kind: string }[] = [];
  let busy = 0;
  const add = (map: typeof self, name: string, time: number, count: number) => {
    const row = map.get(name) ?? { time: 0, count: 0 };
    row.time += time;
    row.count += count;
    map.set(name, row);
  };
  for (const event of onThread) {
    const dur = event.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) {
      add(self, parent.name, -dur, 0);
      add(kinds, parent.kind, -dur, 0);
    } else if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
      busy += dur;
    const name = label(event);
    const kind = kindOf([...stack.map((s) => s.name), name]);
    add(self, name, dur, 1);
    add(kinds, kind, dur, 1);
    stack.push({ end: event.ts + dur, name, kind });
  }
  const toRows = (map: typeof self) =>
    [...map.entries()]
      .map(([name, { time, count }]) => ({ name, count, percent: (time / total) * 100 }))
      .sort((a, b) => b.percent - a.percent);
  return {
    seconds: total / 1e6,
    busyPercent: (busy / total) * 100,
    groups: toRows(kinds),
    rows: toRows(self),
  };
}
