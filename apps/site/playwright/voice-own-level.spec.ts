// The visitor sees that they are heard: the level bar in the mute button follows their own
// microphone (the voice client's `local-volume-level`), here a fake microphone speaking a Slovak
// sentence every few seconds, with the local agent on the other end. Muted, the bar goes.

import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import { CALL_TIMEOUT, openCall } from './support/voiceCall.ts';

test.use({ microphone: 'visitor' });
test.describe.configure({ timeout: 120_000 });

/**
 * In the page: every level the bar's fill was given (scaleY), recorded as the page writes it, so
 * a peak between two polls is not missed on a loaded machine.
 */
async function recordLevels(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __levels: number[] };
    w.__levels = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const fill = r.target as HTMLElement;
        if (r.type !== 'attributes' || !fill.classList?.contains('mic-level-fill')) continue;
        w.__levels.push(Number(fill.style.transform.match(/scaleY\(([\d.]+)\)/)?.[1] ?? 0));
      }
    }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
}

const levels = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __levels: number[] }).__levels);

test("the own-voice level follows the visitor's microphone", async ({ page }) => {
  await recordLevels(page);
  await openCall(page);
  await orb(page).click();
  await expect(page.getByTestId('mic-level')).toBeVisible({ timeout: CALL_TIMEOUT });
  // The sentence: the bar rises well above rest (a silent microphone leaves it at 0) ...
  await expect
    .poll(async () => Math.max(0, ...(await levels(page))), { timeout: CALL_TIMEOUT })
    .toBeGreaterThan(0.1);
  // ... and falls back in the pauses between sentences.
  const risen = (await levels(page)).length;
  await expect
    .poll(async () => Math.min(1, ...(await levels(page)).slice(risen)), { timeout: CALL_TIMEOUT })
    .toBeLessThan(0.05);
  await page.getByRole('button', { name: 'Stlmiť mikrofón' }).click();
  await expect(page.getByTestId('mic-level')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ukončiť hovor', exact: true }).click();
});
