// Browser tests of the WebSocket transport in three engines (support/engines.ts): real
// AudioContexts and worklets, a Vite build of a fixture page under a strict CSP, a test tone as
// the microphone, the speakers recorded, and a local socket server per test.
// Run: `pnpm --filter @hlasovy-asistent/voice-client run test:browser` (all three), or one engine
// with `-- --project=chromium|firefox|webkit`.

import { defineConfig, type ReporterDescription } from '@playwright/test';
import { OUT_DIR } from './paths.ts';
import type { Engine } from './support/engines.ts';

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonOutput) reporter.push(['json', { outputFile: jsonOutput }]);

export default defineConfig<object, { engine: Engine }>({
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
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'chromium', use: { engine: 'chromium' } },
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
});
