// The written conversation's steps: open it from its button, write a message and wait for the
// chat function's answer (read with the shared schema).
import { type ChatTurnAnswer, chatTurnAnswerSchema } from '@hlasovy-asistent/validation';
import type { Locator, Page } from '@playwright/test';
import { expect, withConsent } from './fixtures.ts';
import { typeInto } from './typing.ts';

/** Opens the written conversation from "Písať namiesto hovoriť"; its panel and field, focused. */
export async function openWrittenChat(page: Page) {
  await page.getByRole('button', { name: 'Písať namiesto hovoriť' }).click();
  const panel = page.getByTestId('text-chat');
  const field = panel.getByLabel('Napíšte správu');
  await expect(field).toBeFocused();
  return { panel, field };
}

/** The landing page (the cookie banner answered), its written conversation opened. */
export async function openWrittenChatOnLanding(page: Page) {
  await withConsent(page, 'dismissed');
  await page.goto('/');
  return openWrittenChat(page);
}

/** The chat function's next answer to what `act` sends: 200, read with the shared schema. */
export async function chatAnswerTo(page: Page, act: () => Promise<void>): Promise<ChatTurnAnswer> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/functions/v1/chat') && r.request().method() === 'POST',
  );
  await act();
  const response = await answered;
  expect(response.status()).toBe(200);
  return chatTurnAnswerSchema.parse(await response.json());
}

/** Writes `text` into the field as a visitor types it and sends it with Enter. */
export async function sendMessage(field: Locator, text: string) {
  await typeInto(field, text);
  await field.press('Enter');
}

/**
 * Writes a chat message and waits for the answer: the chat function's (returned) and its line in
 * the panel, the `answers`-th of the assistant's.
 */
export async function writeAndAwaitAnswer(
  page: Page,
  text: string,
  answers: number,
): Promise<ChatTurnAnswer> {
  const panel = page.getByTestId('text-chat');
  const answer = await chatAnswerTo(page, () =>
    sendMessage(panel.getByLabel('Napíšte správu'), text),
  );
  await expect(panel.locator('[data-role="assistant"]')).toHaveCount(answers, { timeout: 30_000 });
  return answer;
}
