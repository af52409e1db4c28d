import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterFirstLoad, FIRST_LOAD_TAIL_MS } from './afterIdle.ts';

describe('afterFirstLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('waits for the first load’s tail, then for an idle moment', () => {
    const task = vi.fn();
    afterFirstLoad(task);
    vi.advanceTimersByTime(FIRST_LOAD_TAIL_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // the tail is over: the idle callback is asked for, not run in the same task
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  test('cancelled during the tail or while waiting for idle: never runs', () => {
    const early = vi.fn();
    afterFirstLoad(early)();
    const idle = vi.fn();
    const cancelIdle = afterFirstLoad(idle);
    vi.advanceTimersByTime(FIRST_LOAD_TAIL_MS);
    cancelIdle();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
  });
});
