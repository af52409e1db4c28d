// A visitor without a microphone (refused, or none at all) and the way on: the notice under the
// orb offers the written conversation, in view on every screen, one click away.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, test, withConsent } from './fixtures.ts';
import { orb } from './orb.ts';
import { atEachSize } from './sizes.ts';
import { CALL_TIMEOUT } from './voiceCall.ts';

/**
 * Clicks the orb, expects `notice` (its title) with "Písať asistentovi" in view, clicks it once:
 * the written conversation opens with its field focused. axe in both states.
 */
async function writeInsteadInOneClick(page: Page, title: string) {
  await withConsent(page, 'dismissed');
  await page.goto('/');
  await orb(page).click();
  const notice = page.getByTestId('voice-notice');
  await expect(notice).toContainText(title, { timeout: CALL_TIMEOUT });
  await expect(notice).toContainText('Mikrofón nefunguje? Asistentovi môžete aj písať.');
  const write = notice.getByRole('button', { name: 'Písať asistentovi' });
  await expect(write).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page)).toEqual([]);
  await write.click();
  const field = page.getByTestId('text-chat').getByLabel('Napíšte správu');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The test of a spec whose microphone does not work (its launch set by the spec): at each size,
 * the notice titled `title` leads to the written conversation in one click.
 */
export function writeInsteadAtEachSize(title: string) {
  test.describe.configure({ timeout: 120_000 });
  test.describe(`the notice "${title}"`, () => {
    atEachSize(() => {
      test('offers the written conversation; one click opens it, its field focused', async ({
        page,
      }) => {
        await writeInsteadInOneClick(page, title);
      });
    });
  });
}
