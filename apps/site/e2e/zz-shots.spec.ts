import { expect, test } from './support/fixtures.ts';
import { CAPTIONS, caption, orb } from './support/orb.ts';
import { CALL_TIMEOUT, openCall } from './support/voiceCall.ts';

test.describe.configure({ timeout: 180_000 });
const dir = '/tmp/i22/shots';
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
  ['zoom', { width: 320, height: 256 }],
] as const) {
  test(`banner ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForTimeout(900);
    await page.screenshot({ path: `${dir}/${name}-00-banner.png` });
  });
  if (name === 'zoom') continue;
  test(`call ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openCall(page);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${dir}/${name}-01-landing.png` });
    await orb(page).click();
    await expect(caption(page)).toHaveText(CAPTIONS.speaking, { timeout: CALL_TIMEOUT });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${dir}/${name}-02-speaking.png` });
    await expect(caption(page)).toHaveText(CAPTIONS.listening, { timeout: CALL_TIMEOUT });
    await page.getByRole('button', { name: 'Stlmiť mikrofón' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${name}-03-muted.png` });
    await page.getByRole('button', { name: 'Ukončiť hovor', exact: true }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${name}-04-ended.png` });
  });
}
