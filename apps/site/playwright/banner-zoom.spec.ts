// The cookie banner at 400 % zoom (a 320x256 CSS-pixel viewport): it scrolls within itself, its
// title and close button stay reachable; and the phone's first screen shows both calls to action.
import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';

test.describe('at 320x256 (400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('the banner is reachable and closable, scrolling within itself', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Vážime si vaše súkromie' })).toBeInViewport({
      ratio: 1,
    });
    const close = banner.getByRole('button', { name: /Zavrieť/ });
    await expect(close).toBeInViewport({ ratio: 1 });
    const box = await banner.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 256).toBe(true);
    // every button reachable: the last one scrolls into view inside the banner
    const accept = banner.getByRole('button', { name: 'Prijať všetky' });
    await accept.focus();
    await expect(accept).toBeInViewport({ ratio: 1 });
    await expect(close).toBeInViewport({ ratio: 1 }); // the title row stays on top
    expect(await axeViolations(page)).toEqual([]);
    await close.click();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('a phone (390x844), banner answered', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first screen shows the demo button and the call button', async ({ page }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Chcem všetko vysvetliť' })).toBeInViewport({
      ratio: 1,
    });
    await expect(page.getByRole('link', { name: /Zavolať/ })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('a desktop (1440x900) with the banner open', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the banner leaves the hero's calls to action uncovered", async ({ page }) => {
    await page.goto('/');
    // the banner comes after hydration: measured before it shows, nothing could overlap it
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const banner = await page.getByTestId('cookie-banner').boundingBox();
    for (const cta of [
      page.getByRole('button', { name: 'Chcem všetko vysvetliť' }),
      page.getByRole('link', { name: /Zavolať/ }),
    ]) {
      const box = await cta.boundingBox();
      const overlaps =
        banner &&
        box &&
        box.x < banner.x + banner.width &&
        banner.x < box.x + box.width &&
        box.y < banner.y + banner.height &&
        banner.y < box.y + box.height;
      expect(overlaps).toBeFalsy();
      await expect(cta).toBeInViewport({ ratio: 1 });
    }
  });
});
