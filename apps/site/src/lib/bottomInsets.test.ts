import { afterEach, describe, expect, test, vi } from 'vitest';
import { coverBottom } from './bottomInsets.ts';

const root = document.documentElement;

function layer(height: number, bottom: string) {
  const el = document.createElement('div');
  el.style.position = 'fixed';
  el.style.bottom = bottom;
  Object.defineProperty(el, 'offsetHeight', { configurable: true, value: height });
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('coverBottom', () => {
  test('publishes height plus bottom offset as a CSS variable and removes it on cleanup', () => {
    const stop = coverBottom('banner', layer(180, '24px'), undefined);
    expect(root.style.getPropertyValue('--banner-inset')).toBe('204px');
    stop();
    expect(root.style.getPropertyValue('--banner-inset')).toBe('');
  });

  test('toasts shown before the banner re-measure when the banner lifts them (their inset includes it)', () => {
    const toasts = layer(52, '16px');
    const stopToasts = coverBottom('toasts', toasts, undefined);
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('68px');
    toasts.style.bottom = '228px'; // index.css: 1rem above --banner-inset, which the banner sets now
    const stopBanner = coverBottom('banner', layer(212, '0px'), undefined);
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('280px');
    toasts.style.bottom = '16px';
    stopBanner();
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('68px');
    stopToasts();
  });

  test('an empty layer covers nothing', () => {
    const stop = coverBottom('toasts', layer(0, '16px'), undefined);
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('0px');
    stop();
  });

  test('a layer that appears over the focused element scrolls it back into view', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight - 60, width: 100, height: 44 }),
    );
    const scroll = vi.fn();
    button.scrollIntoView = scroll;
    const stop = coverBottom('toasts', layer(80, '16px'), undefined);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    stop();
  });

  test('focus inside the layer itself is left where it is', () => {
    const el = layer(120, '0px');
    const button = document.createElement('button');
    el.append(button);
    button.focus();
    const scroll = vi.fn();
    button.scrollIntoView = scroll;
    const stop = coverBottom('banner', el, undefined);
    expect(scroll).not.toHaveBeenCalled();
    stop();
  });

  test('with a ResizeObserver nothing is measured until it reports, then its size is used and no layout is read', () => {
    const reports: ResizeObserverCallback[] = [];
    class Observer {
      constructor(callback: ResizeObserverCallback) {
        reports.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    const el = document.createElement('div');
    el.style.bottom = '8px';
    const offsetHeight = vi.fn(() => 999);
    Object.defineProperty(el, 'offsetHeight', { configurable: true, get: offsetHeight });
    document.body.append(el);
    const stop = coverBottom('banner', el, Observer as unknown as typeof ResizeObserver);
    expect(root.style.getPropertyValue('--banner-inset')).toBe('');
    const entry = { borderBoxSize: [{ blockSize: 150.4, inlineSize: 390 }] };
    reports[0]?.([entry as unknown as ResizeObserverEntry], {} as ResizeObserver);
    expect(root.style.getPropertyValue('--banner-inset')).toBe('159px');
    expect(offsetHeight).not.toHaveBeenCalled();
    stop();
    expect(root.style.getPropertyValue('--banner-inset')).toBe('');
  });

  test("an empty layer's offset is not read when another layer publishes (no style read)", () => {
    const toasts = layer(0, '16px');
    const style = vi.spyOn(window, 'getComputedStyle');
    const stopToasts = coverBottom('toasts', toasts, undefined);
    const stopBanner = coverBottom('banner', layer(100, '0px'), undefined);
    expect(style.mock.calls.filter(([el]) => el === toasts)).toHaveLength(0);
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('0px');
    stopBanner();
    stopToasts();
  });
});
