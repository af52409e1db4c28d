// Browser tests of apps/site against its production build served with the production headers,
// and the local Supabase stack with its Slovak voice agent. Offline Chromium from apt with a fake
// microphone playing a WAV file (silence unless a spec picks another); see
// apps/site/playwright/support/globalSetup.ts and tools/browser-testing/src/microphones.ts.
// The visitor's journeys also run in Firefox ESR (project `firefox`, Playwright over WebDriver
// BiDi, a private PulseAudio per worker: apps/site/playwright/support/fixtures.ts) and in
// WebKitGTK (project `webkit`: apps/site/webdriver/, selenium-webdriver against WebKitWebDriver,
// Playwright Test only as the runner). One engine alone: `pnpm test:e2e --project=firefox`.

import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonOutput) reporter.push(['json', { outputFile: jsonOutput }]);

export default defineConfig({
  testDir: 'apps/site/playwright',
  testMatch: '**/*.spec.ts',
  // Separate runs (e.g. two engineers at once) must not share artefacts: PLAYWRIGHT_OUTPUT_DIR.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results/playwright',
  globalSetup: './apps/site/playwright/support/globalSetup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try assumes timing; fix the assumption.
  retries: 0,
  workers: 2,
  reporter,
  use: {
    trace: 'retain-on-failure',
    locale: 'sk-SK',
    timezoneId: 'Europe/Bratislava',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined } },
    {
      // The conversation (spoken, typed, written, booked) and the demo form, the journeys whose
      // engine differences matter (Web Audio, worklets, the Worker, form inputs); the rest
      // (layout, axe, CSP, build output) runs in Chromium and in the WebKit suite.
      name: 'firefox',
      testMatch: [
        'voice-call.spec.ts',
        'voice-typed-turn.spec.ts',
        'text-chat.spec.ts',
        'voice-booking.spec.ts',
        'demo-request.spec.ts',
      ],
      use: { browserName: 'firefox', viewport: { width: 1280, height: 800 } },
      // over BiDi every step is a round trip more, and fields are typed key by key
      timeout: 120_000,
    },
    {
      // WebKitGTK through classic WebDriver; the same journeys at phone and laptop widths, the
      // pages around them (apps/site/README.md, "WebKit"). No Playwright browser is launched.
      name: 'webkit',
      testDir: 'apps/site/webdriver',
      timeout: 120_000,
    },
  ],
});
