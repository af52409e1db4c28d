// Clicks made before the code a page loads after hydration has arrived are kept: the footer
// hydrates with the page (only static parts hydrate later, lib/hydrateLater.tsx), and "Nastavenia
// cookies" clicked before the banner's chunk is there opens the banner once it is. The chunks
// are held back with page.route; the banner's chunk is requested right after hydration commits,
// so seeing that request means the page is hydrated when the click comes.
import { expect, test, withConsent } from './support/fixtures.ts';
import { holdChunks } from './support/heldChunks.ts';

const banner = (page: import('@playwright/test').Page) => page.getByTestId('cookie-banner');
const cookieSettings = (page: import('@playwright/test').Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Nastavenia cookies' });

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'accepted');
});

test('/gdpr: "Nastavenia cookies" clicked before the banner\'s code arrives opens the banner', async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['CookieBanner', 'SiteFooter']);
  await page.goto('/gdpr', { waitUntil: 'commit' });
  await chunks.requested('CookieBanner');
  await cookieSettings(page).click();
  await expect(banner(page)).toHaveCount(0); // its code is still held
  await chunks.release();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole('button', { name: 'Odmietnuť' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
});

test("/: the footer under the later-hydrated page works while that part's code is held", async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['BelowTheFold', 'CookieBanner', 'SiteFooter']);
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([chunks.requested('BelowTheFold'), chunks.requested('CookieBanner')]);
  // the page under the hero is there, prerendered, though its code is not
  await expect(page.getByRole('heading', { name: 'Ako to funguje' })).toBeVisible();
  await cookieSettings(page).click();
  await expect(banner(page)).toHaveCount(0);
  await chunks.release();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Zavrieť lištu cookies' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
});

test("/: the footer's link to /gdpr navigates within the page while the code under the hero is held", async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['BelowTheFold', 'CookieBanner', 'SiteFooter']);
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([chunks.requested('BelowTheFold'), chunks.requested('CookieBanner')]);
  // a marker on the window survives only a navigation inside the page, not a full load
  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Súhlas so spracúvaním údajov' })
    .click();
  await expect(page).toHaveURL(/\/gdpr$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
  await chunks.release();
});
