import { cspHash } from '../build/cspHash.ts';
import { AFTER_PAINT_LOADER } from '../build/scriptsAfterPaint.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { GDPR_HEADINGS } from './support/gdprHeadings.ts';
import { orb, recordScripts } from './support/orb.ts';

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'dismissed');
});

test.describe('static pages', () => {
  test('/gdpr shows the three sections; its close button falls back to home', async ({ page }) => {
    await page.goto('/gdpr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
    // the three numbered sections, between the controller and the processors (consent-page.spec.ts),
    // then why the visit statistics need no consent (issue 41)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(GDPR_HEADINGS);
    await page.getByRole('button', { name: 'Zavrieť', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('AI hlasový asistent');
  });

  test('/gdpr opened by script closes its window', async ({ page, context }) => {
    await page.goto('/');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/gdpr', '_blank')),
    ]);
    // The click closes the page it was sent to: Playwright may report that as "Target page ...
    // has been closed" while it still waits for the click's acknowledgement. Only that error
    // is tolerated; the window must close either way.
    const closed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Zavrieť okno so súhlasom' })
      .click()
      .catch((error: unknown) => {
        if (!/has been closed/.test(String(error))) throw error;
      });
    await closed;
    expect(popup.isClosed()).toBe(true);
  });

  test('an unknown URL answers 404 with the 404 page; back and home work', async ({ page }) => {
    await page.goto('/gdpr');
    const response = await page.goto('/toto-neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(page.getByText(/stratila/)).toBeVisible();
    await page.getByRole('button', { name: 'Späť' }).click();
    await expect(page).toHaveURL(/\/gdpr$/);
    await page.goto('/ani-toto');
    await page.getByRole('link', { name: 'Na úvodnú stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('prerendered HTML and headers', () => {
  for (const path of ['/', '/gdpr', '/neznama-stranka']) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of 404/.test(message.text())) {
          problems.push(message.text());
        }
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root[data-route]')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  for (const [path, text] of [
    ['/', 'AI hlasový asistent, ktorý predáva za vás'],
    ['/gdpr', 'Nemarketingové hovory'],
    ['/404.html', 'Page Not Found'],
  ] as const) {
    test(`${path} is readable before any JavaScript runs`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await context.close();
    });
  }

  test('the landing HTML carries SEO tags and the orb shell', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="sk">');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('class="orb');
    // the one inline script is the loader of the page's code (its hash is in the CSP)
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([AFTER_PAINT_LOADER]);
    expect(html).not.toContain(' style="');
  });

  test('the page paints before its code loads; the code then hydrates it', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${cspHash(AFTER_PAINT_LOADER)}`);
    // the entry script was inserted after the first paint, not parsed from <head>
    const entry = page.locator('head > script[type="module"][src^="/assets/index-"]');
    await expect(entry).toHaveCount(1);
    // hydrated (so the entry has been fetched and its timing entry exists): the cookie settings
    // link opens the banner
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nastavenia cookies' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    // The first contentful paint's time is when the frame was presented (what LCP and
    // Lighthouse count): the code's first request comes after it, however slow the machine.
    const { firstPaint, entryFetched } = await page.evaluate(() => ({
      firstPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      entryFetched:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? Number.NaN,
    }));
    expect(entryFetched).toBeGreaterThanOrEqual(firstPaint);
  });

  test('the stylesheet every page carries inline is never fetched', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.css')) stylesheets.push(path);
    });
    const scripts = recordScripts(page);
    await page.goto('/');
    const inlined = await page
      .locator('head link[rel="stylesheet"][disabled]')
      .getAttribute('href');
    expect(inlined).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    // Hydrated, then the chunks that import the entry script (whose stylesheet it is) load: the
    // cookie banner, the orb's call code on hover, the demo form and its calendar (which has a
    // stylesheet of its own).
    await page.getByRole('contentinfo').getByRole('button', { name: 'Nastavenia cookies' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await orb(page).hover();
    await expect
      .poll(() => scripts.some((url) => url.includes('createSiteVoiceClient')))
      .toBe(true);
    await page.getByRole('button', { name: 'Zavrieť lištu cookies' }).click();
    await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
    await dialog.getByRole('button', { name: /Dátum hovoru/ }).click();
    await expect(dialog.getByRole('grid')).toBeVisible();
    await expect
      .poll(() => stylesheets.some((path) => /\/Calendar-[\w-]+\.css$/.test(path)))
      .toBe(true);
    expect(stylesheets).not.toContain(inlined);
  });

  test('production headers are served', async ({ request, e2e }) => {
    const page = await request.get('/');
    const headers = page.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(new URL(e2e.supabaseUrl).origin);
    expect(headers['permissions-policy']).toContain('microphone=(self)');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetHeaders = (await request.get(asset as string)).headers();
    expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('robots.txt and sitemap.xml', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/gdpr</loc>');
  });
});
