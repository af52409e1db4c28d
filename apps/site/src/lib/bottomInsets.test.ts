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

const scrollPadding = () => root.style.scrollPaddingBottom;
const bodyPadding = () => document.body.style.paddingBottom;

describe('coverBottom', () => {
  test('pads the page and its scroll by height plus bottom offset, and removes both on cleanup', () => {
    const stop = coverBottom('banner', layer(180, '24px'));
    expect(bodyPadding()).toBe('204px');
    expect(scrollPadding()).toBe('calc(204px + 1rem)');
    stop();
    expect(bodyPadding()).toBe('');
    expect(scrollPadding()).toBe('');
  });

  test('nothing is set on <html> that every element inherits (its restyle is a long task on a phone)', () => {
    const stop = coverBottom('banner', layer(180, '24px'));
    const stopToasts = coverBottom('toasts', layer(52, '16px'));
    const custom = [...root.style].filter((name) => name.startsWith('--'));
    expect(custom).toEqual([]);
    expect([...document.body.style]).toEqual(['padding-bottom']);
    stopToasts();
    stop();
  });

  test('the toasts get the banner inset on their own element, and re-measure when it lifts them', () => {
    const toasts = layer(52, '16px');
    const stopToasts = coverBottom('toasts', toasts);
    expect(toasts.style.getPropertyValue('--banner-inset')).toBe('0px');
    expect(bodyPadding()).toBe('68px');
    // Toaster.tsx: the stack sits 1rem above --banner-inset; this stand-in has no CSS, so the test
    // moves it as the style would once the banner publishes
    const banner = layer(212, '0px');
    toasts.style.bottom = '228px';
    const stopBanner = coverBottom('banner', banner);
    expect(toasts.style.getPropertyValue('--banner-inset')).toBe('212px');
    expect(banner.style.getPropertyValue('--banner-inset')).toBe('');
    expect(bodyPadding()).toBe('280px');
    toasts.style.bottom = '16px';
    stopBanner();
    expect(toasts.style.getPropertyValue('--banner-inset')).toBe('0px');
    expect(bodyPadding()).toBe('68px');
    stopToasts();
    expect(toasts.style.getPropertyValue('--banner-inset')).toBe('');
  });

  test('an empty layer covers nothing', () => {
    const stop = coverBottom('toasts', layer(0, '16px'));
    expect(bodyPadding()).toBe('');
    expect(scrollPadding()).toBe('');
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
