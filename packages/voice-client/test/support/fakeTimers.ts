import { afterEach, beforeEach, vi } from 'vitest';

/** Every test of the calling file runs on fake timers, and real timers are back after each. */
export function fakeTimersForEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
