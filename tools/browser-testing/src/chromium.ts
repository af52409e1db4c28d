// Chromium on these machines (Debian's package) and the flags that keep it off the network.
// Shared by playwright.config.ts and the benchmark scripts.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Offline flags; add `--headless=new` where the launcher does not (chrome-launcher). */
export const OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A fake microphone and camera that need no permission prompt. */
export const FAKE_MEDIA_FLAGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
