// Rows of the combined table from bench-results/voice-agent.json (tools/local-stack/bench/voice-agent.ts).
import type { Row } from './table.ts';

interface VoiceAgentBench {
  runs: number;
  greetingDelayMs: number;
  medians: {
    voiceCallMs: number;
    socketConnectMs: number;
    openToFirstAudioMs: number;
    speechToUserInterruptedMs: number;
    speechToLastAssistantFrameMs: number;
  };
  synthesis: { lines: number; speechSeconds: number; ms: number };
}

export function voiceAgentRows(report: unknown): Row[] {
  const r = report as VoiceAgentBench | undefined;
  if (!r) return [];
  const m = r.medians;
  return [
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
}
