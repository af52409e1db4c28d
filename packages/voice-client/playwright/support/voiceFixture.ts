// The fixture of the browser tests: a socket server and the built fixture page (strict CSP) per
// test, and helpers that read the page's recorders, in any of the three engines (engines.ts).
import type { Recording } from '@hlasovy-asistent/browser-testing/pulse-audio';
import type { VoiceTest } from '../fixture/main.ts';
import type { MainThreadMessage } from '../fixture/mainThreadMessages.ts';
import { FIXTURE_BUILD } from '../paths.ts';
import { type Engine, test as engineTest } from './engines.ts';
import { type ServerCall, type SocketServer, startSocketServer } from './socketServer.ts';
import { startStaticServer, strictCsp } from './staticServer.ts';

type Recorded = { name: string; at: number; payload: unknown };

export interface Voice {
  server: SocketServer;
  /** Every path the page's server served (worklet fetches included). */
  served: string[];
  siteUrl: string;
  /**
   * Opens the fixture page; `rawMic` turns the browser's audio processing off, `bargeIn: false`
   * the client's own barge-in rule (the microphone's tone would cut the assistant's audio).
   */
  open(options?: OpenOptions): Promise<void>;
  start(): Promise<void>;
  /** Opens the page (if not yet), clicks start, and resolves the server side once active. */
  call(options?: OpenOptions): Promise<ServerCall>;
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
  /** The AudioContext's rate of the last call (the device's: 48 or 44.1 kHz). */
  sampleRate(): Promise<number>;
  /** Records what the page plays, mono at `rate`, from the worker's PulseAudio speakers. */
  recordSpeakers(rate?: number): Promise<Recording>;
  /** Takes the page's network away or gives it back (Playwright engines only). */
  setOffline(offline: boolean): Promise<void>;
  engine: Engine;
}

type FixtureWindow = { voiceTest: VoiceTest };

interface OpenOptions {
  rawMic?: boolean;
  bargeIn?: boolean;
  url?: string;
}

export const test = engineTest.extend<{ voice: Voice }>({
  voice: async ({ driver, engine, pulse }, use) => {
    const server = await startSocketServer();
    const site = await startStaticServer(FIXTURE_BUILD, strictCsp(server.url));
    let opened = false;
    const voice: Voice = {
      server,
      served: site.served,
      siteUrl: site.url,
      async open({ rawMic = false, bargeIn = true, url = site.url } = {}) {
        const query = `?ws=${encodeURIComponent(server.url)}${rawMic ? '&rawMic=1' : ''}${bargeIn ? '' : '&bargeIn=0'}`;
        await driver.goto(`${url}/${query}`);
        await driver.waitForFunction(() => 'voiceTest' in window);
        opened = true;
      },
      async call(options = {}) {
        if (!opened) await voice.open(options);
        await voice.start();
        const call = await server.nextCall();
        await voice.waitForStatus('active');
        return call;
      },
      start: () => driver.click('#start'),
      stop: () => driver.click('#stop'),
      status: () => driver.evaluate(() => (window as unknown as FixtureWindow).voiceTest.status()),
      waitForStatus: async (status) => {
        await driver.waitForFunction(
          (wanted) => (window as unknown as FixtureWindow).voiceTest.status() === wanted,
          status,
        );
      },
      resources: () =>
        driver.evaluate(() => (window as unknown as FixtureWindow).voiceTest.resources()),
      events: (name) =>
        driver.evaluate(
          (wanted) =>
            (window as unknown as FixtureWindow).voiceTest.events.filter(
              (e) => !wanted || e.name === wanted,
            ),
          name,
        ),
      violations: () =>
        driver.evaluate(() => [...(window as unknown as FixtureWindow).voiceTest.violations]),
      mainThreadMessages: () =>
        driver.evaluate(() =>
          (window as unknown as FixtureWindow).voiceTest.mainThreadMessages.map((m) => ({ ...m })),
        ),
      now: () => driver.evaluate(() => performance.now()),
      sampleRate: () =>
        driver.evaluate(() => (window as unknown as FixtureWindow).voiceTest.sampleRate()),
      recordSpeakers: (rate) => pulse.recordSpeakers(rate),
      async setOffline(offline) {
        if (!driver.setOffline) throw new Error(`no network emulation in ${engine}`);
        await driver.setOffline(offline);
      },
      engine,
    };
    await use(voice);
    await site.close();
    await server.close();
  },
});

export { expect } from '@playwright/test';
