import { expect, test, vi } from 'vitest';
import { createHarness } from './harness.ts';
import { fakeTimersForEachTest } from './support/fakeTimers.ts';

fakeTimersForEachTest();

test('50 start/stop cycles leave 0 audio elements, 0 listeners, 0 live tracks, 0 timers', async () => {
  const h = createHarness({ client: { acquireMicrophone: true, isMobile: () => true } });
  const clientListeners = h.client.listenerCount();
  for (let cycle = 0; cycle < 50; cycle += 1) {
    const started = h.client.start('a-1');
    if (cycle % 5 === 4) {
      // every fifth cycle is stopped in the middle of the mobile wait
      await vi.advanceTimersByTimeAsync(10);
      await h.client.stop();
      await started;
      continue;
    }
    await vi.advanceTimersByTimeAsync(1000);
    await started;
    h.serverSays('listening');
    h.assistantSpeaks(0.4);
    h.serverSays({ type: 'transcript', role: 'assistant', transcript: `cycle ${cycle}` });
    if (cycle % 2 === 0) await h.client.stop();
    else h.fake().emit('left-meeting');
    await vi.advanceTimersByTimeAsync(0);
  }
  await vi.runAllTimersAsync();
  expect(h.fakes).toHaveLength(50);
  expect(h.fakes.every((f) => f.destroyed)).toBe(true);
  expect(h.fakes.reduce((sum, f) => sum + f.listenerCount(), 0)).toBe(0);
  expect(h.audio.elements.length).toBeGreaterThanOrEqual(40);
  expect(h.audio.attached()).toBe(0);
  expect(h.mic.tracks).toHaveLength(50);
  expect(h.mic.liveTracks()).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
  expect(h.client.listenerCount()).toBe(clientListeners);
  expect(h.named('call-end')).toHaveLength(50);
  expect(h.client.getSnapshot().status).toBe('ended');
});
