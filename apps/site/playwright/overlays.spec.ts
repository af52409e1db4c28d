// The layers at the bottom of the screen (cookie banner, toasts) against the page and each other:
// a toast never covers the banner's buttons, the banner is early in the tab order, focus never
// lands under either (WCAG 2.4.11), and the footer's "Nastavenia cookies" brings the banner back.
// Desktop and mobile projects.
import type { Locator } from '@playwright/test';
import {
  answerBanner,
  banner,
  cookieSettings,
  openWithToastAndBanner,
  toasts,
} from './support/cookieBanner.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { type Box, boxOf, overlaps } from './support/geometry.ts';

/** The boxes of the matching elements now, in one read: a toast may time out between reads. */
async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

test.describe('cookie banner and toasts', () => {
  test('the config-failure toast never covers the banner: every banner control stays tappable', async ({
    page,
  }) => {
    await openWithToastAndBanner(page);
    const toastBoxes = await boxes(toasts(page));
    const controls = banner(page).locator('button, a');
    expect(await controls.count()).toBe(5); // X, cookie policy, privacy policy, decline, accept
    for (const control of await controls.all()) {
      const box = await boxOf(control);
      const name = (await control.textContent()) || (await control.getAttribute('aria-label'));
      expect(
        toastBoxes.some((toast) => overlaps(toast, box)),
        `toast over "${name}"`,
      ).toBe(false);
      // Every line box of the control (a link may wrap) answers a tap at its centre.
      const reached = await control.evaluate((el) =>
        [...el.getClientRects()].every((r) => {
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit?.closest('button, a') === el;
        }),
      );
      expect(reached, `a tap on "${name}" reaches it`).toBe(true);
    }
    await answerBanner(page, 'Odmietnuť', 'declined');
  });

  test('the banner comes right after the skip link in the tab order', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Preskočiť na obsah' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test('no focused element is hidden under the banner or a toast (WCAG 2.4.11)', async ({
    page,
  }) => {
    await openWithToastAndBanner(page);
    const hidden: string[] = [];
    let visited = 0;
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if ((await focused.count()) === 0) break;
      const inLayer = await focused.evaluate(
        (el) => !!el.closest('[data-testid="cookie-banner"], [data-testid="toasts"]'),
      );
      if (inLayer) continue;
      visited += 1;
      // measure once the layers have re-measured after the key press (their ResizeObserver
      // callbacks run before the next paint)
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const box = await boxOf(focused);
      const layers = [await boxOf(banner(page)), ...(await boxes(toasts(page)))];
      if (layers.some((layer) => overlaps(layer, box))) {
        hidden.push(
          `${await focused.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent)}`,
        );
      }
    }
    expect(visited).toBeGreaterThan(5); // the page behind was really walked through
    expect(hidden).toEqual([]);
  });
});

test.describe('"Nastavenia cookies" in the footer', () => {
  test('reopens the banner so the choice can be changed; focus returns to the link', async ({
    page,
  }) => {
    await withConsent(page, 'accepted');
    await page.goto('/');
    await page.waitForTimeout(2500);
    await expect(banner(page)).toHaveCount(0);
    const settings = cookieSettings(page);
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await answerBanner(page, 'Odmietnuť', 'declined');
    await expect(settings).toBeFocused();

    await page.goto('/gdpr'); // on every page
    await page.getByRole('button', { name: 'Nastavenia cookies' }).click();
    await expect(banner(page)).toBeVisible();
  });

  test('the cookie policy says how to change the choice', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'zásadách cookies' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'odkaz „Nastavenia cookies“ v päte stránky znova otvorí lištu cookies',
    );
  });
});
