import type { CallMetricsEvent } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { recordVoiceMetrics } from './index.ts';

/** Records events at `now` into a fake Performance, keeping the measures it is given. */
function recorder(now: number) {
  const measures: { name: string; start: number; end: number }[] = [];
  const performance = {
    now: () => now,
    measure: (name: string, options?: string | PerformanceMeasureOptions) => {
      const { start, end } = options as { start: number; end: number };
      measures.push({ name, start, end });
      return undefined as unknown as PerformanceMeasure;
    },
  };
  return { measures, record: (event: CallMetricsEvent) => recordVoiceMetrics(event, performance) };
}

describe('recordVoiceMetrics', () => {
  test('call-start: three measures from the click, ending at each mark', () => {
    const r = recorder(10_000);
    r.record({
      type: 'call-start',
      callId: 'c',
      microphoneGrantedMs: 100,
      connectedMs: 300,
      firstAssistantAudioMs: 600,
    });
    expect(r.measures).toEqual([
      { name: 'voice:microphone-granted', start: 9400, end: 9500 },
      { name: 'voice:connected', start: 9400, end: 9700 },
      { name: 'voice:first-assistant-audio', start: 9400, end: 10_000 },
    ]);
  });

  test('a mark the transport does not have is left out; a turn ends now', () => {
    const r = recorder(5000);
    r.record({
      type: 'call-start',
      callId: null,
      microphoneGrantedMs: null,
      connectedMs: 200,
      firstAssistantAudioMs: 400,
    });
    r.record({
      type: 'turn',
      callId: null,
      visitorStoppedMs: 3000,
      assistantAudioMs: 3900,
      latencyMs: 900,
    });
    expect(r.measures.map((m) => m.name)).toEqual([
      'voice:connected',
      'voice:first-assistant-audio',
      'voice:turn',
    ]);
    expect(r.measures.at(-1)).toEqual({ name: 'voice:turn', start: 4100, end: 5000 });
  });

  test('uplink-dropped: the dropped audio as a measure ending now', () => {
    const r = recorder(5_000);
    r.record({
      type: 'uplink-dropped',
      callId: 'c',
      droppedFrames: 50,
      droppedMs: 1000,
      totalDroppedFrames: 50,
      bufferedBytes: 4_000_000,
    });
    expect(r.measures).toEqual([{ name: 'voice:uplink-dropped', start: 4_000, end: 5_000 }]);
  });
});
