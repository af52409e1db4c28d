// WebKit, the pages around the conversation: the cookie banner (after 2 s, its choice stored, the
// cookie policy in a modal that Escape closes), /gdpr (its three sections, the close button that
// falls back to home) and the 404 page (back and home). Nothing scrolls sideways at either width.
import { GDPR_HEADINGS } from '../playwright/support/gdprHeadings.ts';
import { atEachScreen, expect, test } from './support/fixtures.ts';

atEachScreen(() => {
  test('the cookie banner: after 2 s, the policy modal closes with Escape, "Prijať všetky" is stored', async ({
    site,
  }) => {
    await site.open('/', { consent: null });
    const shownAt = Date.now();
    const banner = await site.byTestId('cookie-banner', undefined, 6_000);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_000);
    expect(await site.fitsWidth(banner)).toBe(true);
    expect(await site.scrollsSideways()).toBe(false);
    // the banner rises in over 400 ms, and WebKit's driver clicks at the point it measured: a
    // click while the banner still moves can land beside the link (the policy never opened)
    await site.until('the banner settled', () =>
      site.page.evaluate(
        () =>
          document
            .querySelector('[data-testid="cookie-banner"]')
            ?.getAnimations()
            .every((animation) => animation.playState === 'finished') ?? false,
      ),
    );

    await (await site.byRole('button', 'zásadách cookies', banner)).click();
    const policy = await site.byRole('dialog', 'Zásady používania cookies');
    expect(await site.fitsWidth(policy)).toBe(true);
    await site.page.session.actions().sendKeys('\uE00C').perform(); // Escape
    await site.until('the policy closed', async () => (await site.count({ role: 'dialog' })) === 0);

    await (await site.byRole('button', 'Prijať všetky', banner)).click();
    await site.until(
      'the banner gone',
      async () => (await site.count({ testId: 'cookie-banner' })) === 0,
    );
    const stored = await site.page.evaluate(() => ({
      value: localStorage.getItem('cookie-consent'),
      date: localStorage.getItem('cookie-consent-date'),
    }));
    expect(stored.value).toBe('accepted');
    expect(new Date(stored.date ?? '').toISOString()).toBe(stored.date);
  });

  test('/gdpr: the three sections; "Zavrieť" falls back to the home page', async ({ site }) => {
    await site.open('/gdpr');
    const main = await site.byRole('main');
    const headings = await site.page.session.executeScript(
      `return [...arguments[0].querySelectorAll('h2')].map((h) => h.textContent.replace(/\\s+/g, ' ').trim());`,
      main,
    );
    expect(headings).toEqual(GDPR_HEADINGS);
    expect(await site.scrollsSideways()).toBe(false);
    await (await site.byRole('button', 'Zavrieť')).click();
    await site.until(
      'home',
      async () => new URL(await site.page.session.getCurrentUrl()).pathname === '/',
    );
    await site.byRole('heading', /AI hlasový asistent/);
  });

  test('404: "Page Not Found", back goes back, the home link goes home', async ({ site }) => {
    await site.open('/gdpr');
    await site.open('/toto-neexistuje');
    await site.byRole('heading', 'Page Not Found');
    expect(await site.scrollsSideways()).toBe(false);
    await (await site.byRole('button', 'Späť')).click();
    await site.until('back on /gdpr', async () =>
      (await site.page.session.getCurrentUrl()).endsWith('/gdpr'),
    );
    await site.open('/ani-toto');
    await (await site.byRole('link', 'Na úvodnú stránku')).click();
    await site.until(
      'home',
      async () => new URL(await site.page.session.getCurrentUrl()).pathname === '/',
    );
    await site.byRole('heading', /AI hlasový asistent/);
  });
});
