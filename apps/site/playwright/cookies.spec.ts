import { expect, test } from './support/fixtures.ts';

const banner = (page: import('@playwright/test').Page) => page.getByTestId('cookie-banner');

test.describe('cookie banner', () => {
  test('appears about 2 s after load, not before', async ({ page }) => {
    await page.goto('/');
    const loadedAt = Date.now();
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(1500);
  });

  for (const [button, value, hasDate] of [
    ['Prijať všetky', 'accepted', true],
    ['Odmietnuť', 'declined', true],
    ['Zavrieť lištu cookies', 'dismissed', false],
  ] as const) {
    test(`"${button}" stores ${value} and the banner stays away after reload`, async ({ page }) => {
      await page.goto('/');
      await banner(page).getByRole('button', { name: button }).click();
      await expect(banner(page)).toBeHidden();
      const stored = await page.evaluate(() => ({
        value: localStorage.getItem('cookie-consent'),
        date: localStorage.getItem('cookie-consent-date'),
      }));
      expect(stored.value).toBe(value);
      if (hasDate) expect(new Date(stored.date ?? '').toISOString()).toBe(stored.date);
      else expect(stored.date).toBeNull();
      await page.reload();
      await page.waitForTimeout(2500);
      await expect(banner(page)).toBeHidden();
    });
  }

  test('links to the privacy policy and opens the cookie policy modal (Escape, X, close)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      banner(page).getByRole('link', { name: 'zásadách ochrany osobných údajov' }),
    ).toHaveAttribute('href', /^https?:\/\//);
    const dialog = page.getByRole('dialog', { name: 'Zásady používania cookies' });
    const open = () => banner(page).getByRole('button', { name: 'zásadách cookies' }).click();

    await open();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open();
    await dialog.getByRole('button', { name: 'Zavrieť zásady cookies' }).click();
    await expect(dialog).toBeHidden();

    await open();
    await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
  });
});
