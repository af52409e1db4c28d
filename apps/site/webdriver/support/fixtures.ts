// The WebKit suite's fixtures. Playwright Test is only the runner here (no Playwright browser is
// launched): each worker starts its own PulseAudio, Xvfb and WebKitWebDriver
// (@hlasovy-asistent/browser-testing/webkit), each test a fresh MiniBrowser at the size of its
// `screenName`, on the preview server and local stack of the run (../../playwright/support/globalSetup.ts).
// After every test, what the page reported (probe.ts) must hold no error: an uncaught error, an
// unhandled rejection, a console.error or a CSP violation fails the test.
import { type MicrophoneName, microphoneFile } from '@hlasovy-asistent/browser-testing/microphones';
import { type PulseAudio, startPulseAudio } from '@hlasovy-asistent/browser-testing/pulse-audio';
import { startWebKit, type WebKit } from '@hlasovy-asistent/browser-testing/webkit';
import { test as base, expect } from '@playwright/test';
import { type E2eEnv, readE2eEnv } from '../../playwright/support/env.ts';
import { SitePage } from './sitePage.ts';

/** A phone (an iPhone's CSS viewport) and a laptop. */
const SCREENS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

type Screen = keyof typeof SCREENS;

interface WorkerFixtures {
  /** What the microphone plays, looped, for the worker's browsers. */
  microphone: MicrophoneName;
  pulse: PulseAudio;
  webkit: WebKit;
}

interface Fixtures {
  /** The test's screen (Playwright's own `screen` option is a size: not used here). */
  screenName: Screen;
  e2e: E2eEnv;
  site: SitePage;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  microphone: ['silence', { scope: 'worker', option: true }],
  pulse: [
    async ({ microphone }, use) => {
      // WebKitGTK runs its AudioContext at 44.1 kHz whatever the device's rate
      const pulse = await startPulseAudio({
        sampleRate: 44_100,
        ...(microphone === 'silence' ? {} : { microphone: microphoneFile(microphone) }),
      });
      await use(pulse);
      await pulse.stop();
    },
    { scope: 'worker' },
  ],
  webkit: [
    async ({ pulse }, use) => {
      const webkit = await startWebKit(pulse);
      await use(webkit);
      await webkit.stop();
    },
    { scope: 'worker' },
  ],
  screenName: ['laptop', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument
  e2e: async ({}, use) => {
    await use(readE2eEnv());
  },
  site: async ({ webkit, screenName, e2e }, use, info) => {
    const page = await webkit.newPage(SCREENS[screenName]);
    const site = new SitePage(page, e2e.siteUrl);
    try {
      // the page's viewport is the screen's (MiniBrowser's window is sized around it)
      expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([
        SCREENS[screenName].width,
        SCREENS[screenName].height,
      ]);
      await use(site);
      if (info.status !== info.expectedStatus) {
        // what the visitor saw when it failed (Playwright's own trace has no WebDriver session)
        const png = await page.session.takeScreenshot().catch(() => null);
        if (png)
          await info.attach('screenshot', {
            body: Buffer.from(png, 'base64'),
            contentType: 'image/png',
          });
        // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, lines and all
        const text = await page.evaluate(() => document.body.innerText).catch(() => null);
        if (text) await info.attach('page text', { body: text, contentType: 'text/plain' });
      }
      const reports = await site.reports();
      const messages = reports.flatMap((r) => r.console);
      if (messages.length > 0) {
        info.annotations.push({ type: 'console', description: JSON.stringify(messages) });
      }
      const errors = reports.flatMap((report) =>
        [
          ...report.errors,
          ...report.console
            .filter((c) => c.level === 'error')
            .map((c) => `console.error: ${c.text}`),
          ...report.violations.map((v) => `CSP: ${v}`),
        ].map((error) => `${report.path}: ${error}`),
      );
      expect(errors, 'errors the pages reported').toEqual([]);
    } finally {
      await page.close();
    }
  },
});

/**
 * Defines the tests of `body` once per screen, in a describe named after it ("phone, 390 px").
 */
export function atEachScreen(body: () => void): void {
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    test.describe(`${screen}, ${SCREENS[screen].width} px`, () => {
      test.use({ screenName: screen });
      body();
    });
  }
}

export { expect };
