import { describe, expect, test, vi } from 'vitest';
import { scheduleCallPrefetch } from './scheduleCallPrefetch.ts';

function setup() {
  const target = new EventTarget() as unknown as Document;
  let idleTask: (() => void) | null = null;
  const cancelIdle = vi.fn(() => {
    idleTask = null;
  });
  const idle = (task: () => void) => {
    idleTask = task;
    return cancelIdle;
  };
  const prefetch = vi.fn();
  const cancel = scheduleCallPrefetch(prefetch, target, idle);
  const pointerDown = () => target.dispatchEvent(new Event('pointerdown'));
  return { prefetch, cancel, cancelIdle, pointerDown, runIdle: () => idleTask?.() };
}

describe('scheduleCallPrefetch', () => {
  test('the page idles: the call is prefetched once; a later touch adds nothing', () => {
    const s = setup();
    expect(s.prefetch).not.toHaveBeenCalled();
    s.runIdle();
    s.pointerDown();
    expect(s.prefetch).toHaveBeenCalledOnce();
  });

  test('a touch before the page idles prefetches at once, and the idle task is cancelled', () => {
    const s = setup();
    s.pointerDown();
    expect(s.prefetch).toHaveBeenCalledOnce();
    expect(s.cancelIdle).toHaveBeenCalled();
    s.pointerDown();
    s.runIdle();
    expect(s.prefetch).toHaveBeenCalledOnce();
  });

  test('unmounted before either: nothing is prefetched', () => {
    const s = setup();
    s.cancel();
    s.pointerDown();
    s.runIdle();
    expect(s.prefetch).not.toHaveBeenCalled();
  });
});
