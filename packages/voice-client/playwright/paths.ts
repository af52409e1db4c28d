// Where the Playwright tests put what they generate (inside the package's test-results/, so runs
// of different worktrees never share files).
import { join } from 'node:path';

const PACKAGE_DIR = join(import.meta.dirname, '..');
export const OUT_DIR =
  process.env.VOICE_CLIENT_PLAYWRIGHT_OUT ?? join(PACKAGE_DIR, 'test-results', 'playwright');
export const FIXTURE_DIR = join(import.meta.dirname, 'fixture');
/** The fixture page built by Vite (production build, as the site is built). */
export const FIXTURE_BUILD = join(OUT_DIR, 'fixture-dist');
/** The fake microphone's input: a 440 Hz tone, 1.5 s on, 1.5 s off, looped by Chromium. */
export const MICROPHONE_WAV = join(OUT_DIR, 'microphone.wav');
export const MICROPHONE_TONE_HZ = 440;
