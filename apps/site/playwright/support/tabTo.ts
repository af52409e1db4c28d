import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (keyboard only), at most `limit` times. */
export async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
