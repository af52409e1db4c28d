import { describe, expect, test, vi } from 'vitest';
import { createCookieSettings } from './cookieSettings.ts';

describe('cookieSettings', () => {
  test('open() tells every listening banner', () => {
    const settings = createCookieSettings();
    const listener = vi.fn();
    settings.subscribe(listener);
    settings.open();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('a request made before the banner listens (its code still loading) waits for it, once', () => {
    const settings = createCookieSettings();
    settings.open();
    const first = vi.fn();
    const unsubscribe = settings.subscribe(first);
    expect(first).toHaveBeenCalledTimes(1);
    unsubscribe();
    const second = vi.fn();
    settings.subscribe(second);
    expect(second).not.toHaveBeenCalled();
    expect(first).toHaveBeenCalledTimes(1);
  });

  test('with no request, subscribing opens nothing; an unsubscribed banner is not told', () => {
    const settings = createCookieSettings();
    const listener = vi.fn();
    const unsubscribe = settings.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    settings.open();
    expect(listener).not.toHaveBeenCalled();
  });
});
