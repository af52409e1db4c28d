// The e2e `test`: baseURL = the preview server, `e2e` = URLs and keys of the run, `cspViolations`
// = every securitypolicyviolation the page reported (asserted empty after each test), and
// `pixelRequests` = requests to the ad network, answered offline by a stand-in pixel script.
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

export const test = base.extend<Fixtures>({
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
