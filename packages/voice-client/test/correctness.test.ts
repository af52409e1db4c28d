// Daily-specific races and parity gaps of issue 11 ("Correctness of the voice client").
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHarness } from './harness.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('1. a later start or reconnect wins over an earlier cancelled one', () => {
  test('stop(); reconnect(); stop(); reconnect() on an active call rejoins once', async () => {
    const h = createHarness();
    const webCall = await h.startActive();
    if (!webCall) throw new Error('expected a web call');
    void h.client.stop();
    const cancelled = h.client.reconnect(webCall);
    void h.client.stop();
    const last = h.client.reconnect(webCall);
    await expect(cancelled).resolves.toBeNull();
    await expect(last).resolves.toEqual(webCall);
    expect(h.fakes).toHaveLength(2);
    expect(h.fakes[1]?.destroyed).toBe(false);
  });
});
