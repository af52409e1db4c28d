// This package's rows of the `pnpm bench` table, from the report voice-agent.ts writes to
// bench-results/voice-agent.json: the local voice path's medians, espeak-ng synthesis, and one
// call's audio while another call synthesises (crossCall).
import type { BenchRow } from '@hlasovy-asistent/browser-testing/bench-table';

export interface VoiceAgentReport {
  runs: number;
  greetingDelayMs: number;
  medians: {
    voiceCallMs: number;
    openToFirstAudioMs: number;
    speechToUserInterruptedMs: number;
  };
  synthesis: { lines: number; speechSeconds: number; ms: number };
  crossCall?: {
    longestGapMs: number;
    synthesisMs: number;
    eventLoopDelayMaxMs?: number;
    baseline?: { longestGapMs: number };
  };
}

export function voiceAgentTable(r: VoiceAgentReport): BenchRow[] {
  const m = r.medians;
  const rows: BenchRow[] = [
    {
      figure: `local voice: voice-call POST, median of ${r.runs} (ms)`,
      value: m.voiceCallMs,
      goal: '-',
      ok: true,
    },
    {
      figure: `local voice: socket open -> first assistant audio frame, median of ${r.runs} (ms)`,
      value: m.openToFirstAudioMs,
      goal: `<= ${r.greetingDelayMs + 100} (greeting waits ${r.greetingDelayMs})`,
      ok: m.openToFirstAudioMs <= r.greetingDelayMs + 100,
    },
    {
      figure: 'local voice: visitor speech -> user-interrupted, median (ms, wall clock)',
      value: m.speechToUserInterruptedMs,
      // a barge-in waits for 200 ms of speech (a cough must not interrupt), then ~60 ms of frames
      goal: '< 300',
      ok: m.speechToUserInterruptedMs < 300,
    },
    {
      figure: `local voice: espeak-ng, ${r.synthesis.lines} lines / ${r.synthesis.speechSeconds} s of speech (ms)`,
      value: r.synthesis.ms,
      goal: '-',
      ok: true,
    },
  ];
  const c = r.crossCall;
  if (c)
    rows.push({
      figure: `local voice: longest gap in call A's audio while call B synthesises 500 characters (${c.synthesisMs} ms; loop ${c.eventLoopDelayMaxMs ?? '?'} ms late; baseline without synthesis ${c.baseline?.longestGapMs ?? '?'} ms) (ms)`,
      value: c.longestGapMs,
      goal: '<= 60',
      ok: c.longestGapMs <= 60,
    });
  return rows;
}
