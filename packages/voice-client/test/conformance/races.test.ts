// Races of issue 11 ("Correctness of the voice client"), for every transport.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DRIVERS } from './drivers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(DRIVERS)('$name transport', (driver) => {
  test('1. stop(); start(); stop(); start() on an active call: the last start wins', async () => {
    const s = driver.create();
    await s.startActive();
    void s.client.stop();
    const cancelled = s.client.start('a-1');
    void s.client.stop();
    const last = s.client.start('a-1');
    await expect(cancelled).resolves.toBeNull();
    await expect(last).resolves.not.toBeNull();
    expect(s.requests()).toBe(2);
    expect(['connecting', 'active']).toContain(s.client.getSnapshot().status);
  });
});
