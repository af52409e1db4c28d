// Clicks made before the code a page loads after hydration has arrived are kept: the footer
// hydrates with the page (only static parts hydrate later, lib/hydrateLater.tsx), and "Nastavenia
// cookies" clicked before the banner's chunk is there opens the banner once it is. The chunks
// are held back with page.route; the banner's chunk is requested right after hydration commits,
// so seeing that request means the page is hydrated when the click comes.
// The page's own code (the entry script, inserted after the first frame: build/scriptsAfterPaint.ts)
// can be late too: a tap on the orb or a button before it is kept and replayed once the page has
// hydrated (the last tests hold the entry script itself).
import type { Page } from '@playwright/test';
import { answerBanner, banner, cookieSettings } from './support/cookieBanner.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { type HeldChunks, holdChunks } from './support/heldChunks.ts';
import { ACTIVE, CAPTIONS, caption, orb } from './support/orb.ts';

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'accepted');
});

/**
 * The landing page hydrated (the banner's chunk asked for) while the code of the page under the
 * hero, the banner's and the footer's is held.
 */
async function landingWithCodeUnderTheHeroHeld(page: Page) {
  const chunks = await holdChunks(page, ['BelowTheFold', 'CookieBanner', 'SiteFooter']);
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([chunks.requested('BelowTheFold'), chunks.requested('CookieBanner')]);
  return chunks;
}

/**
 * "Nastavenia cookies" clicked while the banner's code is held: no banner yet, and the banner
 * once its code arrives.
 */
async function openBannerBeforeItsCode(page: Page, chunks: HeldChunks) {
  await cookieSettings(page).click();
  await expect(banner(page)).toHaveCount(0); // its code is still held
  await chunks.release();
  await expect(banner(page)).toBeVisible();
}

test('/gdpr: "Nastavenia cookies" clicked before the banner\'s code arrives opens the banner', async ({
  page,
}) => {
  const chunks = await holdChunks(page, ['CookieBanner', 'SiteFooter']);
  await page.goto('/gdpr', { waitUntil: 'commit' });
  await chunks.requested('CookieBanner');
  await openBannerBeforeItsCode(page, chunks);
  await expect(banner(page)).toBeFocused();
  await answerBanner(page, 'Odmietnuť', 'declined');
});

test("/: the footer under the later-hydrated page works while that part's code is held", async ({
  page,
}) => {
  const chunks = await landingWithCodeUnderTheHeroHeld(page);
  // the page under the hero is there, prerendered, though its code is not
  await expect(page.getByRole('heading', { name: 'Ako to funguje' })).toBeVisible();
  await openBannerBeforeItsCode(page, chunks);
  await answerBanner(page, 'Zavrieť lištu cookies', 'accepted');
});

test("/: the footer's link to /gdpr navigates within the page while the code under the hero is held", async ({
  page,
}) => {
  const chunks = await landingWithCodeUnderTheHeroHeld(page);
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

// the entry script: `/assets/index-<hash>.js`
const ENTRY = 'index';
/**
 * After the release: the whole page's code loads and hydrates, then what the tap asked for loads
 * (a real call with the local agent, the form's chunk). 10 s to hydrate was seen at load 35.
 */
const AFTER_RELEASE = 60_000;

/** Opens `path` and waits until the loader has inserted the entry script, whose code is held. */
async function openWithEntryHeld(page: import('@playwright/test').Page, path: string) {
  const entry = await holdChunks(page, [ENTRY]);
  await page.goto(path, { waitUntil: 'commit' });
  await entry.requested(ENTRY);
  return entry;
}

test("/: the orb tapped before the page's code has loaded starts the call once it has", async ({
  page,
}) => {
  test.setTimeout(150_000); // a real call after a held page load, on a loaded 2-core machine
  const entry = await openWithEntryHeld(page, '/');
  await orb(page).click();
  await orb(page).click(); // tapped again while nothing answers: still one call
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
  await entry.release();
  await expect(caption(page)).toHaveText(ACTIVE, { timeout: AFTER_RELEASE });
  // one call, not a call and its end: the two taps were one request
  await expect(orb(page)).toHaveAccessibleName('Ukončiť hlasový rozhovor s asistentom');
  await orb(page).click();
  await expect(caption(page)).toHaveText(CAPTIONS.idle);
});

test("/: the demo button tapped before the page's code has loaded opens the form once it has", async ({
  page,
}) => {
  test.setTimeout(120_000); // the page's code and the form's chunk, on a loaded 2-core machine
  const entry = await openWithEntryHeld(page, '/');
  await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
  await expect(dialog).toHaveCount(0);
  await entry.release();
  await expect(dialog).toBeVisible({ timeout: AFTER_RELEASE });
});

test('/gdpr: "Nastavenia cookies" tapped before the page\'s code has loaded opens the banner', async ({
  page,
}) => {
  test.setTimeout(120_000); // the page's code and the banner's chunk, on a loaded 2-core machine
  const entry = await openWithEntryHeld(page, '/gdpr');
  await cookieSettings(page).click();
  await expect(banner(page)).toHaveCount(0);
  await entry.release();
  await expect(banner(page)).toBeVisible({ timeout: AFTER_RELEASE });
});
