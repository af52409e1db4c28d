// The cookie banner, the footer's "Nastavenia cookies" that brings it back, the visitor's answer
// as the page stores it, and the banner together with the config-failure toast.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { failVoiceConfig } from './voiceConfig.ts';

export const banner = (page: Page) => page.getByTestId('cookie-banner');
export const toasts = (page: Page) => page.getByTestId('toasts').getByRole('alert');
export const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Nastavenia cookies' });

/** Answers the open banner with its button `choice`: the banner goes, the page stores `stored`. */
export async function answerBanner(page: Page, choice: string, stored: 'accepted' | 'declined') {
  await banner(page).getByRole('button', { name: choice }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(stored);
}

/**
 * The landing page with the config-failure toast and the unanswered banner both up, their
 * entrance animations settled.
 */
export async function openWithToastAndBanner(page: Page) {
  await failVoiceConfig(page);
  await page.goto('/');
  await expect(toasts(page)).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500); // entrance animations settle
}
