// daily-js is never part of the WebSocket path: checked on real bundles (esbuild, code
// splitting on, nothing external), following every chunk an entry can load.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundledModules } from '../bench/size.ts';

const pkg = join(import.meta.dirname, '..');
const isDailyJs = (module: string) => module.includes('@daily-co/daily-js');
const isDailyTransport = (module: string) => module.includes('src/transports/daily/');

describe('bundles', () => {
  test('an app on { VoiceClientCore, createWebSocketTransport } can never load daily-js or Daily code', async () => {
    const modules = await bundledModules('bench/appWebSocket.ts', pkg);
    expect(modules.some((m) => m.includes('src/transports/websocket/'))).toBe(true);
    expect(modules.filter(isDailyJs)).toEqual([]);
    expect(modules.filter(isDailyTransport)).toEqual([]);
  });

  test('an app on the default Worker does not load the in-process audio hub: its chunk loads on first use of createWebSocket', async () => {
    const isHub = (module: string) => /websocket\/(audioHub|inProcessHub)\.ts$/.test(module);
    const eager = await bundledModules('bench/appWebSocket.ts', pkg, { lazy: false });
    expect(eager.filter(isHub)).toEqual([]);
    const all = await bundledModules('bench/appWebSocket.ts', pkg);
    expect(all.filter(isHub).sort()).toEqual([
      'src/transports/websocket/audioHub.ts',
      'src/transports/websocket/inProcessHub.ts',
    ]);
  });

  test('an app on { VoiceClient } reaches daily-js only through its lazy chunk', async () => {
    const all = await bundledModules('bench/appBoth.ts', pkg);
    expect(all.filter(isDailyJs)).toHaveLength(1);
    const eager = await bundledModules('bench/appBoth.ts', pkg, { lazy: false });
    expect(eager.filter(isDailyJs)).toEqual([]);
  }, 20_000);
});
