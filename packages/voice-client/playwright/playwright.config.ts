// Chromium tests of the WebSocket transport: real AudioContexts and worklets, a Vite build of a
// fixture page under a strict CSP, Chromium's fake microphone fed from a WAV, and a local socket
// server per test. Run: `pnpm --filter @hlasovy-asistent/voice-client run test:browser`.

import {
  CHROMIUM_PATH,
  FAKE_MEDIA_FLAGS,
  OFFLINE_FLAGS,
} from '@hlasovy-asistent/browser-testing/chromium';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { MICROPHONE_WAV, OUT_DIR } from './paths.ts';

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonOutput) reporter.push(['json', { outputFile: jsonOutput }]);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${OUT_DIR}/results`,
  globalSetup: './globalSetup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try assumes timing; fix the assumption.
  retries: 0,
  // Real audio needs the CPU: one browser at a time.
  workers: 1,
  reporter,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...OFFLINE_FLAGS,
        ...FAKE_MEDIA_FLAGS,
        `--use-file-for-fake-audio-capture=${MICROPHONE_WAV}`,
      ],
    },
  },
  projects: [{ name: 'voice-client-chromium' }],
});
