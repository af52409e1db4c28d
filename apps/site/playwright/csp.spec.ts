import { expect, test } from './support/fixtures.ts';

// The auto `cspViolations` fixture fails any test with a violation; this one walks the whole site.
test('walking the site (cookie accept with pixel, conversation, pages) reports no CSP violation', async ({
  page,
  cspViolations,
  pixelRequests,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Prijať všetky' }).click();
  await expect.poll(() => pixelRequests.length).toBeGreaterThan(1);

  await page.locator('button.orb').click();
  await expect(page.getByTestId('orb-caption')).toContainText('Hovorí', { timeout: 30_000 });
  await page.locator('button.orb').click();
  await expect(page.getByTestId('orb-caption')).toHaveText('Začnite rozhovor cez internet');

  await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Súhlas so spracúvaním údajov' }).click();
  await expect(page).toHaveURL(/\/gdpr$/);
  await page.goto('/nikde');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});
