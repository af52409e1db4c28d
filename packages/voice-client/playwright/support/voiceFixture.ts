// The Playwright fixture of the Chromium tests: a socket server and the built fixture page
// (strict CSP) per test, and helpers that read the page's recorders.
import { test as base, type Page } from '@playwright/test';
import type { VoiceTest } from '../fixture/main.ts';
import type { MainThreadMessage } from '../fixture/mainThreadMessages.ts';
import { FIXTURE_BUILD } from '../paths.ts';
import { type ServerCall, type SocketServer, startSocketServer } from './socketServer.ts';
import { startStaticServer, strictCsp } from './staticServer.ts';

type Recorded = { name: string; at: number; payload: unknown };

export interface Voice {
  server: SocketServer;
  /** Every path the page's server served (worklet fetches included). */
  served: string[];
  siteUrl: string;
  /** Opens the fixture page; `rawMic` turns the browser's audio processing off. */
  open(options?: { rawMic?: boolean; url?: string }): Promise<void>;
  start(): Promise<void>;
  /** Opens the page (if not yet), clicks start, and resolves the server side once active. */
  call(options?: { rawMic?: boolean }): Promise<ServerCall>;
  stop(): Promise<void>;
  status(): Promise<string>;
  waitForStatus(status: string): Promise<void>;
  resources(): Promise<ReturnType<VoiceTest['resources']>>;
  events(name?: string): Promise<Recorded[]>;
  violations(): Promise<string[]>;
  /** Every message event the page's main thread received (see fixture/mainThreadMessages.ts). */
  mainThreadMessages(): Promise<MainThreadMessage[]>;
  /** performance.now() in the page. */
  now(): Promise<number>;
}

const voiceTest = (page: Page) =>
  page.evaluateHandle(() => (window as unknown as { voiceTest: VoiceTest }).voiceTest);

export const test = base.extend<{ voice: Voice }>({
  voice: async ({ page }, use) => {
    const server = await startSocketServer();
    const site = await startStaticServer(FIXTURE_BUILD, strictCsp(server.url));
    let opened = false;
    const voice: Voice = {
      server,
      served: site.served,
      siteUrl: site.url,
      async open({ rawMic = false, url = site.url } = {}) {
        const query = `?ws=${encodeURIComponent(server.url)}${rawMic ? '&rawMic=1' : ''}`;
        await page.goto(`${url}/${query}`);
        await page.waitForFunction(() => 'voiceTest' in window);
        opened = true;
      },
      async call(options = {}) {
        if (!opened) await voice.open(options);
        await voice.start();
        const call = await server.nextCall();
        await voice.waitForStatus('active');
        return call;
      },
      start: () => page.click('#start'),
      stop: () => page.click('#stop'),
      status: async () => (await voiceTest(page)).evaluate((t) => t.status()),
      waitForStatus: async (status) => {
        await page.waitForFunction(
          (wanted) => (window as unknown as { voiceTest: VoiceTest }).voiceTest.status() === wanted,
          status,
        );
      },
      resources: async () => (await voiceTest(page)).evaluate((t) => t.resources()),
      events: async (name) =>
        (await voiceTest(page)).evaluate(
          (t, wanted) => t.events.filter((e) => !wanted || e.name === wanted),
          name,
        ),
      violations: async () => (await voiceTest(page)).evaluate((t) => [...t.violations]),
      mainThreadMessages: async () =>
        (await voiceTest(page)).evaluate((t) => t.mainThreadMessages.map((m) => ({ ...m }))),
      now: () => page.evaluate(() => performance.now()),
    };
    await use(voice);
    await site.close();
    await server.close();
  },
});

export { expect } from '@playwright/test';
