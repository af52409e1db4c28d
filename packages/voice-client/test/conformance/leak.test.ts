import { describe, expect, test, vi } from 'vitest';
import { fakeTimersForEachTest } from '../support/fakeTimers.ts';
import { DRIVERS } from './drivers.ts';

fakeTimersForEachTest();

describe.each(DRIVERS)('$name transport', (driver) => {
  test('50 start/stop cycles leave nothing behind (resources, listeners, tracks, timers)', async () => {
    const s = driver.create();
    const clientListeners = s.client.listenerCount();
    for (let cycle = 0; cycle < 50; cycle += 1) {
      const started = s.client.start('a-1');
      if (cycle % 5 === 4) {
        // every fifth cycle is stopped at once (inside the microphone stage, before any request)
        await s.client.stop();
        await started;
        continue;
      }
      await started;
      if (s.client.getSnapshot().status !== 'active') s.serverSays('listening');
      s.assistantLevel(0.4);
      s.microphoneLevel(0.2);
      s.serverSays({ type: 'transcript', role: 'assistant', transcript: `cycle ${cycle}` });
      if (cycle % 2 === 0) await s.client.stop();
      else s.remoteEnd();
      await vi.advanceTimersByTimeAsync(0);
    }
    await vi.runAllTimersAsync();
    expect(s.requests()).toBe(40);
    expect(s.held()).toEqual({ resources: 0, listeners: 0, tracks: 0 });
    expect(vi.getTimerCount()).toBe(0);
    expect(s.client.listenerCount()).toBe(clientListeners);
    expect(s.named('call-end')).toHaveLength(50);
    expect(s.named('call-start')).toHaveLength(40);
    expect(s.client.getSnapshot().status).toBe('ended');
  });
});
