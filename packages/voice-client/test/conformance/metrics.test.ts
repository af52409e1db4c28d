// Client-side latency marks (`metrics`), for every transport.
import { describe, expect, test, vi } from 'vitest';
import type { CallMetricsEvent } from '../../src/index.ts';
import { createHarness } from '../harness.ts';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { createWebSocketHarness } from '../websocket/harness.ts';
import { DRIVERS } from './drivers.ts';

fakeTimersForEachTest();

describe.each(DRIVERS)('$name transport', (driver) => {
  test('call-start marks: microphone granted <= connected < first assistant audio', async () => {
    const s = driver.create();
    const metrics: CallMetricsEvent[] = [];
    s.client.on('metrics', (m) => metrics.push(m));
    await s.startActive();
    await vi.advanceTimersByTimeAsync(300);
    s.assistantLevel(0.3);
    s.assistantLevel(0.3);
    expect(metrics).toHaveLength(1);
    const [start] = metrics;
    if (start?.type !== 'call-start') throw new Error('expected the call-start marks');
    expect(start.callId).toBe(s.client.getSnapshot().callId);
    expect(start.microphoneGrantedMs).toBe(0);
    expect(start.firstAssistantAudioMs - (start.connectedMs ?? 0)).toBe(300);
  });

  test('per turn: visitor stopped speaking -> assistant audio started', async () => {
    const s = driver.create();
    const metrics: CallMetricsEvent[] = [];
    s.client.on('metrics', (m) => metrics.push(m));
    await s.startActive();
    s.assistantLevel(0.3); // the greeting
    s.microphoneLevel(0.3); // echo while the assistant talks: not the visitor
    s.assistantLevel(0);
    await vi.advanceTimersByTimeAsync(1000); // speech-end
    s.microphoneLevel(0.2);
    await vi.advanceTimersByTimeAsync(200);
    s.microphoneLevel(0.2); // the visitor's last loud sample
    await vi.advanceTimersByTimeAsync(100);
    s.microphoneLevel(0.001);
    await vi.advanceTimersByTimeAsync(650);
    s.assistantLevel(0.3); // the answer
    const turns = metrics.filter((m) => m.type === 'turn');
    expect(turns).toEqual([expect.objectContaining({ type: 'turn', latencyMs: 750 })]);
    s.assistantLevel(0.3);
    expect(metrics.filter((m) => m.type === 'turn')).toHaveLength(1);
  });
});

describe('transport details of the marks', () => {
  test('WebSocket: the playback worklet start is the first-audio mark (not the 100 ms level)', async () => {
    const h = createWebSocketHarness();
    const metrics: CallMetricsEvent[] = [];
    h.client.on('metrics', (m) => metrics.push(m));
    await h.startActive();
    await vi.advanceTimersByTimeAsync(250);
    h.audio.playbackStarted();
    await vi.advanceTimersByTimeAsync(90);
    h.audio.playedLevel(0.3);
    expect(metrics).toEqual([expect.objectContaining({ firstAssistantAudioMs: 250 })]);
  });

  test("Daily: listening to metrics starts Daily's local level observer", async () => {
    const h = createHarness();
    h.client.on('metrics', () => {});
    await h.client.start('a-1');
    expect(h.fake().callsTo('startLocalAudioLevelObserver')).toEqual([[100]]);
  });
});
