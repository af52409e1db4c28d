// The visitor sees that they are heard: the level bar in the mute button follows their own
// microphone (the voice client's `local-volume-level`), here a fake microphone speaking a Slovak
// sentence every few seconds, with the local agent on the other end. Muted, the bar goes.

import { microphoneLaunch } from '@repo/browser-testing/microphones';
import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import { CALL_TIMEOUT, openCall } from './support/voiceCall.ts';

test.use({ launchOptions: microphoneLaunch('visitor') });
test.describe.configure({ timeout: 120_000 });

/** The bar's fill as the page wrote it: scaleY(level). */
const level = (page: import('@playwright/test').Page) =>
  page.getByTestId('mic-level').evaluate((bar) => {
    const fill = bar.firstElementChild as HTMLElement | null;
    return Number(fill?.style.transform.match(/scaleY\(([\d.]+)\)/)?.[1] ?? 0);
  });

test("the own-voice level follows the visitor's microphone", async ({ page }) => {
  await openCall(page);
  await orb(page).click();
  await expect(page.getByTestId('mic-level')).toBeVisible({ timeout: CALL_TIMEOUT });
  // The sentence: the bar rises well above rest ...
  await expect.poll(() => level(page), { timeout: CALL_TIMEOUT }).toBeGreaterThan(0.3);
  // ... and falls back in the pauses between sentences.
  await expect.poll(() => level(page), { timeout: CALL_TIMEOUT }).toBeLessThan(0.05);
  await page.getByRole('button', { name: 'Stlmiť mikrofón' }).click();
  await expect(page.getByTestId('mic-level')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ukončiť hovor', exact: true }).click();
});
