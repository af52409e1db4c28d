// The same page served by Vite's dev server (no build): the worklet files resolve from the
// package source through `new URL(..., import.meta.url)` and load from the dev server's origin.
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';
import { FIXTURE_DIR } from './paths.ts';
import { expect, test } from './support/voiceFixture.ts';

test('Vite dev server: worklets load from the dev server origin and a call runs', async ({
  voice,
}) => {
  const requested: string[] = [];
  const dev = await createServer({
    root: FIXTURE_DIR,
    configFile: false,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, hmr: false },
    plugins: [
      {
        name: 'record-requests',
        configureServer(server) {
          server.middlewares.use((request, _response, next) => {
            requested.push(request.url ?? '');
            next();
          });
        },
      },
    ],
  });
  await dev.listen();
  try {
    const address = dev.httpServer?.address() as AddressInfo | null;
    if (!address) throw new Error('the dev server does not listen');
    const { port } = address;
    await voice.open({ url: `http://127.0.0.1:${port}` });
    const call = await voice.call();
    await expect.poll(() => call.audio.length).toBeGreaterThan(10);
    await voice.stop();
    await voice.waitForStatus('ended');
    const worklets = requested.filter((url) => /(capture|playback)-processor\.js/.test(url));
    expect(worklets).toHaveLength(2);
    expect((await voice.resources()).liveTracks).toBe(0);
  } finally {
    await dev.close();
  }
});
