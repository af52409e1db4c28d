import { marketingConsent, requiredConsent } from './demo-request/consent.ts';
import { openDemoModal } from './demo-request/form.ts';
import { axeViolations as violations } from './support/axe.ts';
import { openWithToastAndBanner } from './support/cookieBanner.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

test.describe('accessibility (axe): no violations of any impact', () => {
  for (const path of ['/', '/gdpr', '/neexistuje']) {
    test(`${path}`, async ({ page }) => {
      await withConsent(page, 'dismissed');
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('with the cookie banner open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await violations(page)).toEqual([]);
  });

  test('with the cookie policy modal open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'zásadách cookies' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
  });

  test('with the config-failure toast and the banner together', async ({ page }) => {
    await openWithToastAndBanner(page);
    expect(await violations(page)).toEqual([]);
  });

  test('with the demo modal open (both consent rows, the marketing one ticked)', async ({
    page,
  }) => {
    await withConsent(page, 'dismissed');
    const dialog = await openDemoModal(page);
    await marketingConsent(dialog).check();
    await expect(requiredConsent(dialog)).toBeVisible();
    await page.waitForTimeout(300); // the modal's entry animation
    expect(await violations(page)).toEqual([]);
  });

  test('during an active conversation', async ({ page }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/');
    await page.locator('button.orb').click();
    await expect(page.getByTestId('orb-caption')).toHaveText(/vás počúva|Hovorí/, {
      timeout: 45_000,
    });
    expect(await violations(page)).toEqual([]);
  });

  test('during a call with the transcript and the mute toggle on', async ({ page }) => {
    test.setTimeout(90_000);
    await withConsent(page, 'dismissed');
    await page.goto('/');
    await page.locator('button.orb').click();
    const log = page.getByRole('log', { name: 'Prepis rozhovoru' });
    await expect(log).toContainText('Dobrý deň', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Stlmiť mikrofón' }).click();
    await expect(page.getByRole('button', { name: 'Zapnúť mikrofón' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
