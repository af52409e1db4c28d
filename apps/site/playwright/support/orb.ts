// The orb and its caption, and the orb's caption texts (idle, connecting, listening, speaking)
// for the build's product name.
import type { Page } from '@playwright/test';

const PRODUCT = 'Hlasový asistent';

export const CAPTIONS = {
  idle: 'Začnite rozhovor cez internet',
  connecting: 'Pripájam...',
  listening: `${PRODUCT} vás počúva...`,
  speaking: `Hovorí ${PRODUCT}...`,
} as const;

/** Active = listening or speaking. */
export const ACTIVE = new RegExp(`${PRODUCT} vás počúva\\.\\.\\.|Hovorí ${PRODUCT}\\.\\.\\.`);

export const orb = (page: Page) => page.locator('button.orb');
export const caption = (page: Page) => page.getByTestId('orb-caption');

/** Every script URL the page requests, in order. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Daily's code: daily-js (`daily-esm-*`), the Daily client chunk, Daily's CDN. */
export const DAILY_CODE = /daily-esm|dailyVoiceClient|daily\.co|dailywebrtc/;
