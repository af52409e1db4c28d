// The three engines the voice client's browser tests run in, each on its own PulseAudio server per
// worker (pulseAudio.ts of @hlasovy-asistent/browser-testing: the speakers are recorded, and the
// microphone of Firefox and WebKit is the test tone played into it):
// - chromium: Debian's Chromium through Playwright; its microphone is Chromium's fake device
//   playing the same WAV; speakers at 48 kHz;
// - firefox: Firefox ESR through Playwright over WebDriver BiDi; speakers at 44.1 kHz, so Firefox
//   runs its AudioContext at 44.1 kHz (the site's Firefox tests run it at 48 kHz);
// - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver), on Xvfb; its
//   AudioContext always runs at 44.1 kHz.
// Each test gets a `PageDriver`: the few page operations the tests need, in either protocol.
import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import { firefoxLaunch } from '@hlasovy-asistent/browser-testing/firefox';
import { type PulseAudio, startPulseAudio } from '@hlasovy-asistent/browser-testing/pulse-audio';
import {
  startWebKit,
  type WebKit,
  type WebKitPage,
} from '@hlasovy-asistent/browser-testing/webkit';
import { type Browser, test as base, type Page } from '@playwright/test';
import { MICROPHONE_WAV } from '../paths.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The speakers' rate per engine (WebKitGTK ignores it: 44.1 kHz always). */
const SPEAKER_RATES: Record<Engine, number> = { chromium: 48_000, firefox: 44_100, webkit: 44_100 };

/** What the tests do with a page, in Playwright's or WebDriver's terms. */
export interface PageDriver {
  goto(url: string): Promise<void>;
  click(css: string): Promise<void>;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  waitForFunction<A>(fn: (arg: A) => unknown, arg?: A): Promise<void>;
  /** Playwright only: classic WebDriver has no network emulation. */
  setOffline?(offline: boolean): Promise<void>;
}

const WAIT_MS = 30_000;

function playwrightDriver(page: Page): PageDriver {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    click: (css) => page.click(css),
    evaluate: (fn, arg) => page.evaluate(fn, arg as never),
    waitForFunction: async (fn, arg) => {
      await page.waitForFunction(fn as (arg: unknown) => unknown, arg, { timeout: WAIT_MS });
    },
    setOffline: (offline) => page.context().setOffline(offline),
  };
}

function webDriverDriver(page: WebKitPage): PageDriver {
  return {
    goto: (url) => page.goto(url),
    click: (css) => page.click(css),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitForFunction: async (fn, arg) => {
      await page.waitFor(fn, arg, { timeout: WAIT_MS });
    },
  };
}

interface WorkerFixtures {
  engine: Engine;
  pulse: PulseAudio;
  engineBrowser: Browser | null;
  webkit: WebKit | null;
}

export const test = base.extend<{ driver: PageDriver }, WorkerFixtures>({
  engine: ['chromium', { scope: 'worker', option: true }],
  pulse: [
    async ({ engine }, use) => {
      // Chromium's microphone is its fake device (the same file, looped by Chromium)
      const pulse = await startPulseAudio({
        sampleRate: SPEAKER_RATES[engine],
        ...(engine === 'chromium' ? {} : { microphone: MICROPHONE_WAV }),
      });
      await use(pulse);
      await pulse.stop();
    },
    { scope: 'worker' },
  ],
  engineBrowser: [
    async ({ engine, pulse, playwright }, use) => {
      if (engine === 'webkit') return use(null);
      const browser =
        engine === 'firefox'
          ? await playwright.firefox.launch(firefoxLaunch({ env: pulse.env() }))
          : await playwright.chromium.launch({
              executablePath: CHROMIUM_PATH,
              args: [
                ...OFFLINE_FLAGS,
                ...FAKE_MEDIA_FLAGS,
                `--use-file-for-fake-audio-capture=${MICROPHONE_WAV}`,
              ],
              env: pulse.env(),
              // played into the worker's PulseAudio, where the tests record it
              ignoreDefaultArgs: ['--mute-audio'],
            });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  webkit: [
    async ({ engine, pulse }, use) => {
      if (engine !== 'webkit') return use(null);
      const webkit = await startWebKit(pulse);
      await use(webkit);
      await webkit.stop();
    },
    { scope: 'worker' },
  ],
  driver: async ({ engineBrowser, webkit }, use) => {
    if (engineBrowser) {
      const context = await engineBrowser.newContext();
      const page = await context.newPage();
      await use(playwrightDriver(page));
      await context.close();
      return;
    }
    if (!webkit) throw new Error('no browser for this engine');
    const page = await webkit.newPage({ width: 1024, height: 700 });
    try {
      await use(webDriverDriver(page));
    } finally {
      await page.close();
    }
  },
});
