// The e2e `test`: baseURL = the preview server, `e2e` = URLs and keys of the run, `cspViolations`
// = every securitypolicyviolation the page reported (asserted empty after each test), and
// `pixelRequests` = requests to the ad network, answered offline by a stand-in pixel script.
// The browser: Chromium (the desktop and mobile projects) with its fake microphone playing the
// worker's `microphone` file, or Firefox ESR over BiDi (the firefox project) on the worker's own
// PulseAudio server (`pulse`: the same file played as its microphone, its speakers recorded).
import { firefoxLaunch } from '@hlasovy-asistent/browser-testing/firefox';
import {
  type MicrophoneName,
  microphoneFile,
  microphoneLaunch,
} from '@hlasovy-asistent/browser-testing/microphones';
import { type PulseAudio, startPulseAudio } from '@hlasovy-asistent/browser-testing/pulse-audio';
import { test as base, expect, type Page } from '@playwright/test';
import { type E2eEnv, readE2eEnv } from './env.ts';
import { routePixel } from './pixel.ts';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
}

interface Fixtures {
  e2e: E2eEnv;
  cspViolations: CspViolation[];
  pixelRequests: URL[];
}

interface WorkerFixtures {
  /** What the microphone plays, looped (per worker: Chromium's fake device is set at launch). */
  microphone: MicrophoneName;
  /** `block`: the visitor blocked the microphone for the site (getUserMedia is refused). */
  microphoneAccess: 'allow' | 'block';
  /** Firefox: the worker's PulseAudio server; null in Chromium. */
  pulse: PulseAudio | null;
}

/** Firefox's speakers run at 48 kHz (the voice client's own Firefox tests run 44.1 kHz). */
const FIREFOX_SPEAKER_RATE = 48_000;

export const test = base.extend<Fixtures, WorkerFixtures>({
  microphone: ['silence', { scope: 'worker', option: true }],
  microphoneAccess: ['allow', { scope: 'worker', option: true }],
  pulse: [
    async ({ browserName, microphone }, use) => {
      if (browserName !== 'firefox') return use(null);
      const pulse = await startPulseAudio({
        sampleRate: FIREFOX_SPEAKER_RATE,
        ...(microphone === 'silence' ? {} : { microphone: microphoneFile(microphone) }),
      });
      await use(pulse);
      await pulse.stop();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ browserName, microphone, microphoneAccess, pulse }, use) => {
      if (browserName === 'firefox' && pulse) {
        await use(firefoxLaunch({ env: pulse.env(), microphone: microphoneAccess }));
      } else {
        // blocked: the prompt is not auto-answered, and a context without the microphone
        // permission (`permissions: []`) refuses it
        const prompt = microphoneAccess === 'allow' ? 'allow' : 'context';
        await use(microphoneLaunch(microphone, { prompt }));
      }
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument
  e2e: async ({}, use) => {
    await use(readE2eEnv());
  },
  baseURL: async ({ e2e }, use) => {
    await use(e2e.siteUrl);
  },
  pixelRequests: [
    async ({ page }, use) => {
      await use(await routePixel(page));
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeFunction('__reportCspViolation', (v: CspViolation) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
            directive: event.violatedDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Load a page with the cookie banner already answered (so it does not cover the page). */
export async function withConsent(page: Page, value: 'accepted' | 'declined' | 'dismissed') {
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('__e2e_consent_set')) {
      localStorage.setItem('cookie-consent', v);
      sessionStorage.setItem('__e2e_consent_set', '1');
    }
  }, value);
}
