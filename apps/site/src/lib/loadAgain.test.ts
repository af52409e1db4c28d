import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadAgain } from './loadAgain.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadAgain', () => {
  test('a chunk whose first import failed is imported again a second later', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue('CookieBanner');
    const loaded = loadAgain(load);
    await vi.advanceTimersByTimeAsync(999); // its own task, then 999 ms of the second's wait
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('CookieBanner');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the first import starts in a task of its own, not in the caller’s', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('Toaster');
    const loaded = loadAgain(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    await expect(loaded).resolves.toBe('Toaster');
  });

  test('gives up after its attempts with the last error', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const loaded = loadAgain(load, { attempts: 3, delayMs: 10 });
    const settled = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30);
    expect(await settled).toEqual(new TypeError('offline'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
