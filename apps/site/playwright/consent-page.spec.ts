// The consent page: /gdpr names the controller (marked placeholders in
// this build, which sets none of the VITE_CONTROLLER_* variables), the retention of leads (the
// build's VITE_LEAD_RETENTION_DAYS, 180 by default) and of call recordings, the processors and
// every right; the demo form's optional marketing checkbox. Desktop at 1440x900 and the mobile
// (touch) project. What is stored is checked in demo-request-consent.spec.ts.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { typeset } from '../src/lib/typography.ts';
import { marketingConsent, requiredConsent } from './demo-request/consent.ts';
import { fillImmediate, openDemoModal } from './demo-request/form.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { GDPR_HEADINGS } from './support/gdprHeadings.ts';
import { boxOf } from './support/geometry.ts';

const LEAD_RETENTION_DAYS = process.env.VITE_LEAD_RETENTION_DAYS || '180';
// As the page typesets them (a non-breaking hyphen in "e-mail", which Playwright does not
// normalise; no-break spaces it does).
const PLACEHOLDERS = [
  '[doplňte názov spoločnosti]',
  '[doplňte adresu sídla]',
  '[doplňte IČO]',
  '[doplňte kontaktný e-mail]',
  '[doplňte počet]',
].map(typeset);

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await withConsent(page, 'dismissed');
});

/** A tap on touch screens, a click elsewhere, at a point of the element (fraction of its box). */
async function press(page: Page, info: TestInfo, target: Locator, fx: number, fy: number) {
  const box = await boxOf(target);
  const [x, y] = [box.x + box.width * fx, box.y + box.height * fy];
  if (info.project.name === 'mobile') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

test.describe('/gdpr', () => {
  test('names the controller: visible, marked placeholders while it is not configured', async ({
    page,
  }) => {
    await page.goto('/gdpr');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(GDPR_HEADINGS);
    await expect(main.getByRole('term')).toHaveText(
      ['Názov', 'Sídlo', 'IČO', 'Kontaktný e-mail'].map(typeset),
    );
    await expect(main.getByRole('definition')).toHaveText(PLACEHOLDERS.slice(0, 4));
    for (const placeholder of PLACEHOLDERS) {
      const marked = main.locator('mark', { hasText: placeholder }).first();
      await expect(marked).toBeVisible();
      // marked so it cannot be missed: dark text on amber
      expect(await marked.evaluate((m) => getComputedStyle(m).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
    }
    await expect(main).toContainText('je [doplňte názov spoločnosti].');
  });

  test('states the purposes, the retention of leads (from config) and of recordings, the processors', async ({
    page,
  }) => {
    await page.goto('/gdpr');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      `Údaje zo žiadosti uchovávame ${LEAD_RETENTION_DAYS} dní od jej prijatia`,
    );
    await expect(main).toContainText(`najdlhšie však ${LEAD_RETENTION_DAYS} dní od jej prijatia`);
    await expect(main).not.toContainText('12 mesiacov');
    await expect(main).toContainText(
      'nahrávky uchováva hlasová platforma najdlhšie [doplňte počet] dní od hovoru',
    );
    await expect(main).toContainText('aby s vami dohodol alebo uskutočnil ukážkový hovor');
    await expect(main).toContainText('o našich produktoch, novinkách a ponukách');
    const processors = page
      .locator('section', { has: page.getByRole('heading', { name: 'Sprostredkovatelia' }) })
      .getByRole('listitem');
    await expect(processors).toHaveText([
      'Vapi, Inc. (hlasová platforma: hovory a písané rozhovory s AI asistentom)',
      'Supabase, Inc. (databáza a serverové funkcie)',
      'Netlify, Inc. (hosting webovej stránky)',
    ]);
  });

  test('lists every right, portability and objection included, and the complaint', async ({
    page,
  }) => {
    await page.goto('/gdpr');
    const rights = page
      .locator('section', { has: page.getByRole('heading', { name: /Odvolanie súhlasu/ }) })
      .getByRole('listitem');
    await expect(rights).toHaveText([
      // (\s: the page has no-break spaces after one-letter words)
      /^na prístup k\sosobným údajom/,
      /^na opravu/,
      /^na vymazanie údajov/,
      /^na obmedzenie spracúvania/,
      /^na prenosnosť údajov/,
      /^namietať proti spracúvaniu vrátane priameho marketingu/,
      /^podať sťažnosť dozornému orgánu, ktorým je Úrad na\sochranu osobných údajov Slovenskej republiky/,
    ]);
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'Súhlas udeľujete zaškrtnutím políčka vo formulári žiadosti o ukážku, nie odoslaním formulára.',
    );
    await expect(main).toContainText(
      typeset('e-mailom na [doplňte kontaktný e-mail] alebo písomne'),
    );
    await expect(page.getByRole('button', { name: 'Zavrieť', exact: true })).toBeVisible();
  });

  test('its text loads with /gdpr only: preloaded there, on demand after a client-side navigation', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/GdprPage-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]); // not part of the landing page's first load
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Súhlas so spracúvaním údajov' })
      .click();
    await expect(page).toHaveURL(/\/gdpr$/);
    await expect(page.getByRole('heading', { name: 'Prevádzkovateľ' })).toBeVisible();
    expect(chunks).toHaveLength(1);

    await page.goto('/gdpr');
    // inserted after the first frame (build/scriptsAfterPaint.ts)
    await expect(
      page.locator('head > link[rel="modulepreload"][href*="/assets/GdprPage-"]'),
    ).toHaveCount(1);
  });

  test('the marketing link of the form lands on section 2', async ({ page }) => {
    await page.goto('/gdpr#gdpr-2');
    await expect(
      page.getByRole('heading', { name: '2. Marketingové hovory a SMS' }),
    ).toBeInViewport();
  });
});

test.describe('the optional marketing checkbox', () => {
  test('unticked by default, optional, its own row of 44 px or more; a tap on its sentence ticks it', async ({
    page,
  }, info) => {
    const dialog = await openDemoModal(page);
    const box = marketingConsent(dialog);
    await expect(box).not.toBeChecked();
    await expect(box).not.toHaveAttribute('required');
    await expect(requiredConsent(dialog)).toHaveAttribute('required');

    const row = dialog.getByTestId('marketing-row');
    await row.scrollIntoViewIfNeeded();
    const size = await boxOf(row);
    expect(size.height).toBeGreaterThanOrEqual(44);
    expect(size.width).toBeGreaterThanOrEqual(44);

    const sentence = row.getByText('marketingovými hovormi');
    await press(page, info, sentence, 0.75, 0.5);
    await expect(box).toBeChecked();
    await expect(requiredConsent(dialog)).not.toBeChecked();
    await press(page, info, row, 0.9, 0.5); // the row's empty end is part of the target too
    await expect(box).not.toBeChecked();
    expect(page.context().pages()).toHaveLength(1); // no /gdpr tab opened

    const link = dialog.getByRole('link', { name: /marketingový súhlas/ });
    await expect(link).toHaveAttribute('href', '/gdpr#gdpr-2');
    expect(await link.evaluate((a) => a.closest('label') === null)).toBe(true);
    expect((await boxOf(link)).height).toBeGreaterThanOrEqual(44);
  });

  test('a failed submit keeps it ticked; closing the modal resets it', async ({ page }, info) => {
    let inserts = 0;
    await page.route('**/rest/v1/demo_requests*', async (route) => {
      inserts += 1;
      await route.fulfill({ status: 500, json: { code: 'XX000', message: 'down' } });
    });
    const dialog = await openDemoModal(page);
    await fillImmediate(dialog, newVisitor(info), { marketing: true });
    await dialog.getByRole('button', { name: 'Zavolajte mi teraz' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Nastala chyba');
    expect(inserts).toBe(1);
    await expect(marketingConsent(dialog)).toBeChecked();
    await expect(requiredConsent(dialog)).toBeChecked();

    await dialog.getByRole('button', { name: 'Zavrieť', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).click();
    await expect(marketingConsent(dialog)).not.toBeChecked();
    await expect(requiredConsent(dialog)).not.toBeChecked();
  });
});
