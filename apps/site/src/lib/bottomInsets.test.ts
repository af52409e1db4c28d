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
    const stop = coverBottom('banner', layer(180, '24px'));
    expect(root.style.getPropertyValue('--banner-inset')).toBe('204px');
    stop();
    expect(root.style.getPropertyValue('--banner-inset')).toBe('');
  });

  test('toasts shown before the banner re-measure when the banner lifts them (their inset includes it)', () => {
    const toasts = layer(52, '16px');
    const stopToasts = coverBottom('toasts', toasts);
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('68px');
    toasts.style.bottom = '228px'; // index.css: 1rem above --banner-inset, which the banner sets now
    const stopBanner = coverBottom('banner', layer(212, '0px'));
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('280px');
    toasts.style.bottom = '16px';
    stopBanner();
    expect(root.style.getPropertyValue('--toasts-inset')).toBe('68px');
    stopToasts();
  });

  test('an empty layer covers nothing', () => {
    const stop = coverBottom('toasts', layer(0, '16px'));
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
    const stop = coverBottom('toasts', layer(80, '16px'));
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
    const stop = coverBottom('banner', el);
    expect(scroll).not.toHaveBeenCalled();
    stop();
  });
});
