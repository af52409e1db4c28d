// A text conversation without a microphone (issue 28), on the real local stack: the visitor whose
// microphone is refused (no permission, Chromium's prompt not answered) gets the notice, chooses
// "Písať namiesto hovoriť" and exchanges three turns with the assistant: the chat function (the
// voice-call token, the turn limits, the conversation in Postgres) -> the local Vapi's POST /chat
// -> the local agent's Slovak dialogue. No microphone is asked for on this path, the newest
// answer alone is in the polite status region, and axe finds nothing with the panel open.
import { microphoneLaunch } from '@hlasovy-asistent/browser-testing/microphones';
import { localChatReply } from '@hlasovy-asistent/local-stack';
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { orb } from './support/orb.ts';

test.use({ launchOptions: microphoneLaunch('silence', { prompt: 'context' }), permissions: [] });
// a real stack behind the page, on a shared machine
test.describe.configure({ timeout: 150_000 });

/** Counts the page's microphone requests (getUserMedia), before any script of the site runs. */
async function countMicrophoneRequests(page: Page) {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    (window as unknown as { __micRequests: number }).__micRequests = 0;
    devices.getUserMedia = (constraints) => {
      (window as unknown as { __micRequests: number }).__micRequests += 1;
      return original(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __micRequests: number }).__micRequests);
}

/** Types `text` into the labelled field, sends it with Enter and waits for the next answer. */
async function turn(page: Page, text: string, answers: number) {
  const panel = page.getByTestId('text-chat');
  await panel.getByLabel('Napíšte správu').fill(text);
  await panel.getByLabel('Napíšte správu').press('Enter');
  await expect(panel.locator('[data-role="assistant"]')).toHaveCount(answers, { timeout: 30_000 });
}

test('the microphone refused: the visitor writes instead and gets three answers from the assistant', async ({
  page,
}) => {
  await withConsent(page, 'dismissed');
  await page.goto('/');
  await orb(page).click();
  await expect(page.getByTestId('voice-notice')).toContainText('Mikrofón je zablokovaný');

  await page.getByRole('button', { name: 'Písať namiesto hovoriť' }).click();
  const panel = page.getByTestId('text-chat');
  await expect(panel.getByLabel('Napíšte správu')).toBeFocused();
  const sent = ['Dobrý deň, zaujíma ma ukážka.', 'Aké máte voľné termíny?', 'Zajtra dopoludnia.'];
  for (const [i, text] of sent.entries()) await turn(page, text, i + 1);

  const replies = [0, 1, 2].map((n) => localChatReply(n));
  await expect(panel.locator('[data-role="assistant"]')).toHaveText(
    replies.map((reply) => `Asistent: ${reply}`),
  );
  await expect(panel.locator('[data-role="visitor"]')).toHaveText(sent.map((t) => `Vy: ${t}`));
  // only the newest answer is in the polite region (the log itself is not live)
  await expect(page.getByTestId('text-chat-announcer')).toHaveText(`Asistent: ${replies[2]}`);
  await expect(panel.getByRole('log')).toHaveAttribute('aria-live', 'off');
  expect(await axeViolations(page)).toEqual([]);
});

test('from the choice before any call, by keyboard: no microphone is asked for; closing returns the focus', async ({
  page,
}) => {
  const microphoneRequests = await countMicrophoneRequests(page);
  await withConsent(page, 'dismissed');
  await page.goto('/');
  const choice = page.getByRole('button', { name: 'Písať namiesto hovoriť' });
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('text-chat').getByLabel('Napíšte správu')).toBeFocused();
  await turn(page, 'Dobrý deň', 1);
  await expect(page.getByTestId('text-chat').locator('[data-role="assistant"]')).toHaveText(
    `Asistent: ${localChatReply(0)}`,
  );
  expect(await microphoneRequests()).toBe(0);

  await page.getByRole('button', { name: 'Zavrieť písomný rozhovor' }).press('Enter');
  await expect(page.getByTestId('text-chat')).toHaveCount(0);
  await expect(choice).toBeFocused();
});
