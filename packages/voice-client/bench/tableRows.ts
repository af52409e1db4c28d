// This package's rows of the `pnpm bench` table, from the report bench.ts writes to
// bench-results/voice-client.json: sizes against their budgets (and @vapi-ai/web as the
// reference), the WebSocket transport's added latency, start/stop overhead, and how playback and
// the uplink hold up under bursts, stalls and underruns (holdsUp.ts).
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';

export interface VoiceClientReport {
  budgetBytes: number;
  webSocketGoalBytes?: number;
  dailyInWebSocketApp?: string[];
  latency?: {
    capture: { addedMs: number };
    playback: { addedMs: number };
  } | null;
  sizes: Record<string, { name: string; gzipBytes: number }>;
  overhead: {
    startToCallStartMs: { median: number };
    stopToReleasedMs: { median: number };
  };
  holdsUp?: {
    burst: { lostMs: number };
    stall: { queuedAfter2sMs: number };
    underrun: { largestStep: number; toneStep: number };
    uplink: { frames: number; sent: number; dropped: number };
  };
}

/** Kilobytes as every size script here prints them: 1 kB = 1000 bytes. */
const kb = (bytes: number) => Number((bytes / 1000).toFixed(2));

function sizeRows(vc: VoiceClientReport): BenchRow[] {
  const rows: BenchRow[] = [];
  const own = vc.sizes.ownCode;
  const vapi = vc.sizes.vapiOwn;
  if (own) {
    const ratio = vapi ? ` (${(own.gzipBytes / vapi.gzipBytes).toFixed(2)}x of @vapi-ai/web)` : '';
    rows.push({
      figure: `voice-client own code (kB gzip)${ratio}`,
      value: kb(own.gzipBytes),
      goal: `<= ${kb(vc.budgetBytes)}`,
      ok: own.gzipBytes <= vc.budgetBytes,
    });
  }
  const wsGoal = vc.webSocketGoalBytes;
  for (const [key, s] of Object.entries(vc.sizes)) {
    if (key === 'ownCode') continue;
    // the goal is the own-code row's; the row with validation + zod bundled is a reference
    const goaled = wsGoal !== undefined && key === 'webSocketApp';
    rows.push({
      figure: `${s.name} (kB gzip)`,
      value: kb(s.gzipBytes),
      goal: goaled ? `<= ${kb(wsGoal)}` : 'reference',
      ok: goaled ? s.gzipBytes <= wsGoal : true,
    });
  }
  if (vc.dailyInWebSocketApp)
    rows.push({
      figure: 'voice-client WebSocket app: daily-js modules reachable',
      value: vc.dailyInWebSocketApp.length,
      goal: '0',
      ok: vc.dailyInWebSocketApp.length === 0,
    });
  return rows;
}

function timingRows(vc: VoiceClientReport): BenchRow[] {
  const rows: BenchRow[] = [];
  if (vc.latency)
    rows.push(
      {
        figure: 'voice-client WebSocket capture latency added (ms, 20 ms frame + quantum)',
        value: vc.latency.capture.addedMs,
        goal: '-',
        ok: true,
      },
      {
        figure: 'voice-client WebSocket playback latency added (ms, jitter buffer + quantum)',
        value: vc.latency.playback.addedMs,
        goal: '<= 60',
        ok: vc.latency.playback.addedMs <= 60,
      },
    );
  rows.push(
    {
      figure: 'voice-client start() -> call-start, median (ms)',
      value: vc.overhead.startToCallStartMs.median,
      goal: '< 20',
      ok: vc.overhead.startToCallStartMs.median < 20,
    },
    {
      figure: 'voice-client stop() -> released, median (ms)',
      value: vc.overhead.stopToReleasedMs.median,
      goal: '-',
      ok: true,
    },
  );
  return rows;
}

function holdsUpRows(vc: VoiceClientReport): BenchRow[] {
  const h = vc.holdsUp;
  if (!h) return [];
  return [
    {
      figure: 'voice-client playback: speech lost, 30 s answer sent in 1.5 s (ms)',
      value: h.burst.lostMs,
      goal: '0',
      ok: h.burst.lostMs === 0,
    },
    {
      figure: 'voice-client playback: queue 2 s after a 1 s stall (ms)',
      value: h.stall.queuedAfter2sMs,
      goal: '<= 100',
      ok: h.stall.queuedAfter2sMs <= 100,
    },
    {
      figure: `voice-client playback: largest sample step at underruns (tone's own ${h.underrun.toneStep.toFixed(4)})`,
      value: Number(h.underrun.largestStep.toFixed(4)),
      goal: `<= ${(h.underrun.toneStep * 1.5).toFixed(4)}`,
      ok: h.underrun.largestStep <= h.underrun.toneStep * 1.5,
    },
    {
      figure: `voice-client uplink stalled: microphone frames dropped of ${h.uplink.frames} (sent ${h.uplink.sent})`,
      value: h.uplink.dropped,
      goal: `${h.uplink.frames}`,
      ok: h.uplink.dropped === h.uplink.frames,
    },
  ];
}

export function voiceClientTable(report: VoiceClientReport): BenchRow[] {
  return [...sizeRows(report), ...timingRows(report), ...holdsUpRows(report)];
}
