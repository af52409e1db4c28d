// Touch screens (390x844, touch, mobile viewport): every control the issue names is a target of at
// least 44x44 CSS px, measured in the browser; the consent label ticks its box; the call-type tabs
// keep one line each at equal height. Runs in the mobile project only.
import type { Locator, Page } from '@playwright/test';
import { requiredConsent } from './demo-request/consent.ts';
import { banner } from './support/cookieBanner.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { type Box, boxOf, formatSize } from './support/geometry.ts';
import { failVoiceConfig } from './support/voiceConfig.ts';

const MIN_TARGET = 44;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.beforeEach(({ browserName }, info) => {
  test.skip(info.project.name !== 'mobile' || browserName !== 'chromium', 'touch: mobile project');
});

/** Measures every target, reports the sizes on the test and expects each to be 44x44 or more. */
async function expectTargets(targets: Record<string, Locator | (() => Promise<Box>)>) {
  const sizes: Record<string, string> = {};
  const small: string[] = [];
  for (const [name, target] of Object.entries(targets)) {
    const box = typeof target === 'function' ? await target() : await boxOf(target);
    sizes[name] = formatSize(box);
    const tolerance = typeof target === 'function' ? 0.5 : 0.01; // derived sizes: their resolution
    if (box.width < MIN_TARGET - tolerance || box.height < MIN_TARGET - tolerance) small.push(name);
  }
  test
    .info()
    .annotations.push({ type: 'tap targets (CSS px)', description: JSON.stringify(sizes) });
  expect(small, `targets under ${MIN_TARGET} px: ${JSON.stringify(sizes)}`).toEqual([]);
}

/**
 * The hue slider's thumb width, from how the slider maps a tap to a value: a range input of width
 * W with a thumb of width T maps x to (x - T/2) / (W - T) * 360, so two taps far apart give T
 * (to about 0.4 px: the values are whole degrees).
 */
async function hueThumb(page: Page, slider: Locator): Promise<Box> {
  const track = await boxOf(slider);
  const y = track.y + track.height / 2;
  const valueAt = async (dx: number) => {
    await page.touchscreen.tap(track.x + dx, y);
    return Number(await slider.inputValue());
  };
  const [a, b] = [30, track.width - 30];
  const [va, vb] = [await valueAt(a), await valueAt(b)];
  const width = track.width - ((b - a) * 360) / (vb - va);
  // The thumb is as tall as the slider's box (it is centred on the track).
  return { x: 0, y: 0, width, height: track.height };
}

test.describe('touch targets at 390x844', () => {
  test('landing: header logo, both hero buttons, hue slider track and thumb, footer', async ({
    page,
  }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/');
    const slider = page.getByRole('slider', { name: 'Farba bleskov' });
    await slider.scrollIntoViewIfNeeded();
    await expectTargets({
      'header logo link': page.getByRole('banner').getByRole('link'),
      'Chcem všetko vysvetliť': page.getByRole('button', { name: 'Chcem všetko vysvetliť' }),
      'call button': page.getByRole('link', { name: /Zavolať/ }),
      'hue slider track': slider,
      'hue slider thumb': () => hueThumb(page, slider),
      'footer: Súhlas so spracúvaním údajov': page.getByRole('link', {
        name: 'Súhlas so spracúvaním údajov',
      }),
      'footer: Ochrana osobných údajov': page.getByRole('link', {
        name: 'Ochrana osobných údajov',
      }),
      'footer: Nastavenia cookies': page.getByRole('button', { name: 'Nastavenia cookies' }),
    });
  });

  test('cookie banner: X, "Odmietnuť", "Prijať všetky"; cookie-policy modal X and close', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expectTargets({
      'banner X': banner(page).getByRole('button', { name: 'Zavrieť lištu cookies' }),
      Odmietnuť: banner(page).getByRole('button', { name: 'Odmietnuť' }),
      'Prijať všetky': banner(page).getByRole('button', { name: 'Prijať všetky' }),
    });
    await banner(page).getByRole('button', { name: 'zásadách cookies' }).tap();
    const policy = page.getByRole('dialog', { name: 'Zásady používania cookies' });
    await expect(policy).toBeVisible();
    await expectTargets({
      'policy modal X': policy.getByRole('button', { name: 'Zavrieť zásady cookies' }),
      'policy modal close': policy.getByRole('button', { name: 'Zavrieť', exact: true }),
    });
  });

  test('toast X', async ({ page }) => {
    await withConsent(page, 'dismissed');
    await failVoiceConfig(page);
    await page.goto('/');
    const toast = page.getByRole('alert');
    await expect(toast).toBeVisible();
    await expectTargets({ 'toast X': toast.getByRole('button', { name: 'Zavrieť upozornenie' }) });
  });

  test('demo modal: X, tabs, consent row, /gdpr link, calendar days and month arrows', async ({
    page,
  }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/');
    await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Vyskúšajte AI asistenta naživo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Dátum hovoru/ }).tap();
    await expect(dialog.getByRole('grid')).toBeVisible();
    const days = dialog.getByRole('grid').getByRole('button');
    const dayBoxes = await Promise.all((await days.all()).map((day) => boxOf(day)));
    const smallestDay = dayBoxes.reduce((min, box) =>
      box.width * box.height < min.width * min.height ? box : min,
    );
    await expectTargets({
      'modal X': dialog.getByRole('button', { name: 'Zavrieť', exact: true }),
      'tab Naplánovať hovor': dialog.getByRole('tab', { name: 'Naplánovať hovor' }),
      'tab Volať teraz': dialog.getByRole('tab', { name: 'Volať teraz' }),
      'consent row (label)': dialog.getByTestId('consent-row'),
      '/gdpr link': dialog.getByRole('link', { name: /znenie súhlasu/ }),
      'marketing row (label)': dialog.getByTestId('marketing-row'),
      'marketing /gdpr#gdpr-2 link': dialog.getByRole('link', { name: /marketingový súhlas/ }),
      [`calendar day (smallest of ${dayBoxes.length})`]: async () => smallestDay,
      'next month': dialog.getByRole('button', { name: 'Prejsť na ďalší mesiac' }),
      'previous month': dialog.getByRole('button', { name: 'Prejsť na predchádzajúci mesiac' }),
    });
  });

  test('404: "Na úvodnú stránku" and "Späť"', async ({ page }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/neexistuje');
    await expectTargets({
      'Na úvodnú stránku': page.getByRole('link', { name: 'Na úvodnú stránku' }),
      Späť: page.getByRole('button', { name: 'Späť' }),
    });
  });
});

test.describe('demo form on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page, 'dismissed');
    await page.goto('/');
    await page.getByRole('button', { name: 'Chcem všetko vysvetliť' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a tap on the consent sentence ticks the box (and untick); the link is not in the label', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog');
    const checkbox = requiredConsent(dialog);
    const sentence = dialog.getByText('Súhlasím so spracúvaním osobných údajov');
    await sentence.scrollIntoViewIfNeeded();
    const text = await boxOf(sentence);
    await page.touchscreen.tap(text.x + text.width * 0.75, text.y + text.height - 6);
    await expect(checkbox).toBeChecked();
    await page.touchscreen.tap(text.x + 12, text.y + 6);
    await expect(checkbox).not.toBeChecked();
    expect(page.context().pages()).toHaveLength(1); // no /gdpr tab opened
    expect(
      await dialog
        .getByRole('link', { name: /znenie súhlasu/ })
        .evaluate((link) => link.closest('label') === null),
    ).toBe(true);
  });

  for (const width of [390, 320]) {
    test(`the call-type tabs at ${width} px: equal height, each label on one line`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const tabs = page.getByRole('tab');
      const boxes = await Promise.all((await tabs.all()).map((tab) => boxOf(tab)));
      expect(boxes).toHaveLength(2);
      expect(Math.abs((boxes[0]?.height ?? 0) - (boxes[1]?.height ?? -1))).toBeLessThan(0.5);
      const lines = await tabs.evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { lines: tops.size, fits: el.scrollWidth <= el.clientWidth };
        }),
      );
      expect(lines).toEqual([
        { lines: 1, fits: true },
        { lines: 1, fits: true },
      ]);
    });
  }
});
