// Rows of the combined table for voice under bad conditions: the WebSocket client's playback and
// uplink (bench-results/voice-client.json, packages/voice-client/bench/holdsUp.ts) and the local
// agent's synthesis off the event loop (bench-results/voice-agent.json, crossCall).
import type { Row } from './table.ts';

interface HoldsUp {
  burst: { lostMs: number; playedMs: number; sentMs: number };
  stall: { queuedAfter2sMs: number };
  underrun: { largestStep: number; toneStep: number };
  uplink: { frames: number; sent: number; dropped: number };
}

interface CrossCall {
  longestGapMs: number;
  synthesisMs: number;
  eventLoopDelayMaxMs?: number;
  baseline?: { longestGapMs: number; eventLoopDelayMaxMs: number };
}

export function holdsUpRows(voiceClient: unknown, voiceAgent: unknown): Row[] {
  const rows: Row[] = [];
  const h = (voiceClient as { holdsUp?: HoldsUp } | undefined)?.holdsUp;
  if (h) {
    rows.push(
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
    );
  }
  const c = (voiceAgent as { crossCall?: CrossCall } | undefined)?.crossCall;
  if (c) {
    rows.push({
      figure: `local voice: longest gap in call A's audio while call B synthesises 500 characters (${c.synthesisMs} ms; loop ${c.eventLoopDelayMaxMs ?? '?'} ms late; baseline without synthesis ${c.baseline?.longestGapMs ?? '?'} ms) (ms)`,
      value: c.longestGapMs,
      goal: '<= 60',
      ok: c.longestGapMs <= 60,
    });
  }
  return rows;
}
