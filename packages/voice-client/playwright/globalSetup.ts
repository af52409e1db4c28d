// Before the Chromium tests: the fixture page is built with Vite (as the site is), and the fake
// microphone's WAV is written.
import { mkdirSync, rmSync } from 'node:fs';
import { build } from 'vite';
import {
  FIXTURE_BUILD,
  FIXTURE_DIR,
  MICROPHONE_TONE_HZ,
  MICROPHONE_WAV,
  OUT_DIR,
} from './paths.ts';
import { writeWav } from './support/wav.ts';

export default async function globalSetup(): Promise<void> {
  rmSync(FIXTURE_BUILD, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    root: FIXTURE_DIR,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: FIXTURE_BUILD, emptyOutDir: true },
  });
  const rate = 16000;
  const wav = Int16Array.from({ length: rate * 3 }, (_, i) =>
    i < rate * 1.5
      ? Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * MICROPHONE_TONE_HZ * i) / rate))
      : 0,
  );
  writeWav(MICROPHONE_WAV, wav, rate);
}
