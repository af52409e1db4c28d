import { describe, expect, test, vi } from 'vitest';
import { createFakeCallObject } from '../src/testing/index.ts';
import { createDailyFactory, VoiceClient } from '../src/transports/daily/index.ts';

describe('SSR safety and lazy daily-js', () => {
  test('importing and constructing touch no window/document', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const entry = await import('../src/index.ts');
    const daily = await import('../src/transports/daily/index.ts');
    const react = await import('../src/react/index.ts');
    expect(typeof entry.VoiceClientCore).toBe('function');
    expect(typeof daily.VoiceClient).toBe('function');
    expect(typeof react.useVoiceSnapshot).toBe('function');
    const client = new VoiceClient({ publicKey: 'pk' });
    expect(client.getSnapshot().status).toBe('idle');
  });

  test('daily-js is imported on first use only, once per factory, and preload shares it', async () => {
    const importer = vi.fn(async () => ({
      default: { createCallObject: () => createFakeCallObject() },
    }));
    const factory = createDailyFactory(importer);
    expect(importer).not.toHaveBeenCalled();
    await Promise.all([factory.preload(), factory.preload()]);
    await factory.createCallObject({ audioSource: true, videoSource: false, dailyConfig: {} });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  test('a failed import is retried on the next start', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: { createCallObject: () => createFakeCallObject() } });
    const factory = createDailyFactory(importer);
    await expect(factory.preload()).rejects.toThrow('chunk failed');
    await expect(factory.preload()).resolves.toBeUndefined();
  });

  test('the client passes avoidEval: true to Daily by default', async () => {
    const created: unknown[] = [];
    const client = new VoiceClient({
      publicKey: 'pk',
      importDaily: async () => ({
        default: {
          createCallObject: (options: unknown) => {
            created.push(options);
            return createFakeCallObject();
          },
        },
      }),
      fetch: async () =>
        new Response(JSON.stringify({ id: 'c', webCallUrl: 'https://x.daily.co/r' })),
      isMobile: () => false,
    });
    await client.preload();
    await client.start('a-1');
    expect(created).toEqual([
      expect.objectContaining({
        audioSource: true,
        videoSource: false,
        dailyConfig: { avoidEval: true },
      }),
    ]);
    await client.stop();
  });
});
