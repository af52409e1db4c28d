import type { Page } from '@playwright/test';
import { expect, test, withConsent } from './support/fixtures.ts';
import { failVoiceConfig } from './support/voiceConfig.ts';

const PRODUCT = 'Hlasový asistent';
const orb = (page: Page) => page.locator('button.orb');
const caption = (page: Page) => page.getByTestId('orb-caption');
/** Active = listening or speaking (the scripted assistant starts talking right away). */
const ACTIVE = new RegExp(`${PRODUCT} vás počúva\\.\\.\\.|Hovorí ${PRODUCT}\\.\\.\\.`);

test.beforeEach(async ({ page }) => {
  await withConsent(page, 'dismissed');
});

test.describe('browser voice conversation (scripted fake call)', () => {
  test('idle -> connecting -> listening <-> speaking with volume bar -> stop', async ({ page }) => {
    await page.goto('/');
    await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
    await expect(orb(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('volume-bar')).toHaveCount(0);

    await orb(page).click();
    await expect(caption(page)).toHaveText(ACTIVE);
    await expect(orb(page)).toHaveAttribute('data-state', /listening|speaking/);
    await expect(orb(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(orb(page).locator('.orb-bars > span')).toHaveCount(12);
    await expect(orb(page).locator('.orb-particles > span')).toHaveCount(12);

    await expect(caption(page)).toHaveText(`Hovorí ${PRODUCT}...`);
    await expect(orb(page)).toHaveAttribute('data-state', 'speaking');
    await expect(page.getByTestId('volume-bar')).toBeVisible();

    await expect(caption(page)).toHaveText(`${PRODUCT} vás počúva...`, { timeout: 8000 });

    await orb(page).click();
    await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('volume-bar')).toHaveCount(0);
  });

  test('the caption region is announced politely', async ({ page }) => {
    await page.goto('/');
    await expect(caption(page)).toHaveAttribute('role', 'status');
    await expect(caption(page)).toHaveAttribute('aria-live', 'polite');
  });

  test('the orb works from the keyboard', async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium');
    await page.goto('/');
    await orb(page).focus();
    await page.keyboard.press('Enter');
    await expect(caption(page)).toHaveText(ACTIVE);
    await page.keyboard.press('Space');
    await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
  });

  test('voice code loads only on the first interaction', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    ]);
    const initial = scripts.length;
    await orb(page).hover();
    await orb(page).click();
    await expect(caption(page)).toHaveText(ACTIVE);
    expect(scripts.length).toBeGreaterThan(initial);
  });

  test('a failing vapi-config shows the red toast; clicking then only logs', async ({ page }) => {
    await failVoiceConfig(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const toast = page.getByRole('alert').filter({
      hasText: 'Unable to load voice assistant configuration',
    });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Unable to load voice assistant configuration')).toHaveAttribute(
      'lang',
      'en',
    );
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y > viewport.height / 2).toBe(true);

    await orb(page).click();
    await page.waitForTimeout(500);
    await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
    expect(errors.some((e) => e.includes('configuration is not available'))).toBe(true);
  });

  test('the sixth start within a minute is refused with the rate-limit message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    for (let i = 0; i < 5; i++) {
      await orb(page).click();
      await expect(caption(page)).toHaveText(ACTIVE);
      await orb(page).click();
      await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
    }
    await orb(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many voice calls. Please wait a moment.' }),
    ).toBeVisible();
    await expect(caption(page)).toHaveText('Začnite rozhovor cez internet');
  });
});
