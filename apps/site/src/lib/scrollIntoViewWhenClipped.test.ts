import { describe, expect, it, vi } from 'vitest';
import { scrollIntoViewWhenClipped } from './scrollIntoViewWhenClipped.ts';

/** An IntersectionObserver whose one report the test sends, as the browser would after layout. */
function observerReporting(box: { top: number; bottom: number; height: number }) {
  const made: { report: () => void; disconnected: boolean }[] = [];
  class Observer {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      const entry = {
        boundingClientRect: box,
        rootBounds: { height: 800 },
      } as unknown as IntersectionObserverEntry;
      made.push({
        report: () => this.callback([entry], this as unknown as IntersectionObserver),
        disconnected: false,
      });
    }
    observe() {}
    disconnect() {
      const self = made.at(-1);
      if (self) self.disconnected = true;
    }
  }
  return { Observer: Observer as unknown as typeof IntersectionObserver, made };
}

function element() {
  const el = document.createElement('div');
  el.scrollIntoView = vi.fn();
  el.getBoundingClientRect = vi.fn(() => {
    throw new Error('a forced layout: getBoundingClientRect was read');
  });
  return el;
}

describe('scrollIntoViewWhenClipped', () => {
  it('scrolls an element partly below the screen, where `block` says, after the observer reports', () => {
    const el = element();
    const { Observer, made } = observerReporting({ top: 700, bottom: 900, height: 200 });
    scrollIntoViewWhenClipped(
      el,
      (box, height) => (box.height <= height ? 'end' : 'start'),
      Observer,
    );
    expect(el.scrollIntoView).not.toHaveBeenCalled();
    made[0]?.report();
    expect(el.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'end' }));
    expect(made[0]?.disconnected).toBe(true);
    expect(el.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('leaves an element wholly on screen where it is', () => {
    const el = element();
    const { Observer, made } = observerReporting({ top: 100, bottom: 300, height: 200 });
    scrollIntoViewWhenClipped(el, () => 'nearest', Observer);
    made[0]?.report();
    expect(el.scrollIntoView).not.toHaveBeenCalled();
  });

  it('a cancel before the report stops the observer', () => {
    const el = element();
    const { Observer, made } = observerReporting({ top: -50, bottom: 150, height: 200 });
    const cancel = scrollIntoViewWhenClipped(el, () => 'nearest', Observer);
    cancel();
    expect(made[0]?.disconnected).toBe(true);
  });
});
