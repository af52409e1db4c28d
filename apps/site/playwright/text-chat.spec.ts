// A text conversation without a microphone (issue 28), on the real local stack: the visitor whose
// microphone is refused (no permission, Chromium's prompt not answered) gets the notice, chooses
// "Písať namiesto hovoriť" and exchanges three turns with the assistant: the chat function (the
// voice-call token, the turn limits, the conversation in Postgres) -> the local Vapi's POST /chat
// -> the local agent's Slovak dialogue. Its first answer offers demo slots as in a voice call
// (the local Vapi runs the `demo_slots` tool on the chat through the real vapi-tools function),
// so the booking card appears in the panel and a slot is booked by keyboard through the demo
// form's path, stored under the chat's booking id. No microphone is asked for on this path, the
// newest answer alone is in the polite status region, and axe finds nothing with the panel and
// the card open.
import { localChatReply, voiceBookingsOf } from '@hlasovy-asistent/local-stack';
import { type ChatTurnAnswer, slotPhrase } from '@hlasovy-asistent/validation';
import type { Page } from '@playwright/test';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test, withConsent } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import {
  fillOpenSlotConfirmationByKeyboard,
  fillSlotConfirmationByKeyboard,
} from './support/slotConfirmation.ts';
import { tabTo } from './support/tabTo.ts';
import {
  openWrittenChat,
  openWrittenChatOnLanding,
  writeAndAwaitAnswer,
} from './support/writtenChat.ts';

test.use({ microphoneAccess: 'block', permissions: [] });
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

/** The local agent's first chat answer: the slot offer, written (booking-turn.ts offerLine). */
const OFFER = /^Ukážku vám môžem dohodnúť hneď\. Voľné termíny mám .+\. Kliknite na termín/;

/** A slot as the page names it now (the one formatter: "zajtra o 9:00"), after `after`. */
const label = (slot: { date: string; time: string }, after: 'bare' | 'v' | 'na' = 'bare') =>
  slotPhrase(slot.date, slot.time, { after, now: Date.now() });

test('the microphone refused: the visitor writes instead, gets three answers and books an offered slot by keyboard', async ({
  page,
  e2e,
}, info) => {
  const visitor = newVisitor(info);
  await withConsent(page, 'dismissed');
  await page.goto('/');
  await orb(page).click();
  await expect(page.getByTestId('voice-notice')).toContainText('Mikrofón je zablokovaný');

  const { panel } = await openWrittenChat(page);
  const sent = ['Dobrý deň, zaujíma ma ukážka.', 'Aké máte voľné termíny?', 'Koľko to stojí?'];
  const answers: ChatTurnAnswer[] = [];
  for (const [i, text] of sent.entries())
    answers.push(await writeAndAwaitAnswer(page, text, i + 1));

  // the first answer offered the slots (the demo_slots tool ran on the chat), the others did not
  const offer = answers[0]?.slotOffer;
  if (!offer) throw new Error('the first answer offered no slots');
  expect(answers.slice(1).map((a) => a.slotOffer)).toEqual([undefined, undefined]);
  const assistant = panel.locator('[data-role="assistant"]');
  await expect(assistant.first()).toHaveText(new RegExp(`^Asistent: ${OFFER.source.slice(1)}`));
  // after the offer, the written lines that speak of the slots on the screen
  const afterOffer = (turn: number) => localChatReply({ turn, offered: true });
  await expect(assistant.nth(1)).toHaveText(`Asistent: ${afterOffer(0)}`);
  await expect(assistant.nth(2)).toHaveText(`Asistent: ${afterOffer(1)}`);
  await expect(panel.locator('[data-role="user"]')).toHaveText(sent.map((t) => `Vy: ${t}`));
  // only the newest answer is in the polite region (the log itself is not live)
  await expect(page.getByTestId('text-chat-announcer')).toHaveText(`Asistent: ${afterOffer(1)}`);
  await expect(panel.getByRole('log')).toHaveAttribute('aria-live', 'off');

  // the same booking card as in a voice call, with the offered slots
  const card = panel.getByRole('region', { name: 'Voľné termíny ukážky' });
  const slots = card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button');
  // named by the one formatter, "dnes"/"zajtra" where true
  await expect(slots).toHaveText(offer.slots.map((slot) => label(slot)));
  expect(await axeViolations(page)).toEqual([]);

  // keyboard only: from the log to the first slot (the card follows the messages, above the
  // field), the confirmation filled and sent
  const picked = slots.first();
  const slotId = offer.slots[0]?.id;
  await panel.getByRole('log').focus();
  await tabTo(page, picked);
  await fillSlotConfirmationByKeyboard(page, card, visitor);
  expect(await axeViolations(page)).toEqual([]);
  await resetFunctionRateLimits(e2e);
  await tabTo(page, card.getByRole('button', { name: 'Potvrdiť termín' }));
  await page.keyboard.press('Enter');

  const booked = card.getByTestId('slot-booked');
  await expect(booked).toContainText('Termín je dohodnutý', { timeout: 30_000 });
  const first = offer.slots[0];
  if (first) await expect(booked).toContainText(label(first, 'na'));
  await expect(booked).toBeFocused();
  expect(await voiceBookingsOf(e2e.dbUrl, offer.bookingId)).toMatchObject([
    // stored with the chat card's consent (not a voice call's, not the form's)
    { vapiCallId: offer.bookingId, slotId, email: visitor.email, consentSource: 'chat-booking' },
  ]);
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
  await writeAndAwaitAnswer(page, 'Dobrý deň', 1);
  await expect(page.getByTestId('text-chat').locator('[data-role="assistant"]')).toHaveText(
    new RegExp(`^Asistent: ${OFFER.source.slice(1)}`),
  );
  expect(await microphoneRequests()).toBe(0);

  await page.getByRole('button', { name: 'Zavrieť písomný rozhovor' }).press('Enter');
  await expect(page.getByTestId('text-chat')).toBeHidden();
  await expect(choice).toBeFocused();
});

test('a slot written to the assistant opens its confirmation; Enter books it under the chat', async ({
  page,
  e2e,
}, info) => {
  const visitor = newVisitor(info);
  const { panel } = await openWrittenChatOnLanding(page);
  const offer = (await writeAndAwaitAnswer(page, 'Dobrý deň, chcem ukážku.', 1)).slotOffer;
  if (!offer || offer.slots.length < 2) throw new Error('the first answer offered under 2 slots');
  const card = panel.getByRole('region', { name: 'Voľné termíny ukážky' });
  await expect(card.getByRole('list', { name: 'Ponúknuté termíny' })).toBeVisible();

  // the choice in words: the assistant's select_demo_slot ran on the chat and accepted it
  const chosen = offer.slots[1];
  const answer = await writeAndAwaitAnswer(page, 'Ten druhý termín, prosím.', 2);
  expect(answer.selectedSlot).toEqual(chosen);
  await expect(panel.locator('[data-role="assistant"]').nth(1)).toHaveText(
    /^Asistent: Výborne, termín .+ som vám otvoril na obrazovke\./,
  );
  if (!chosen) throw new Error('no second slot');
  await expect(
    card.getByRole('heading', { name: `Potvrďte termín: ${label(chosen)}` }),
  ).toBeFocused();
  await expect(card.getByTestId('slot-announcer')).toHaveText(
    `Vybrali ste si termín ${label(chosen, 'v')}. Doplňte údaje a potvrďte ho.`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await fillOpenSlotConfirmationByKeyboard(page, card, visitor);
  await resetFunctionRateLimits(e2e);
  await card.getByRole('button', { name: 'Potvrdiť termín' }).focus();
  await page.keyboard.press('Enter');
  const booked = card.getByTestId('slot-booked');
  await expect(booked).toContainText(label(chosen, 'na'), { timeout: 30_000 });
  expect(await voiceBookingsOf(e2e.dbUrl, offer.bookingId)).toMatchObject([
    { vapiCallId: offer.bookingId, slotId: chosen?.id, email: visitor.email },
  ]);
});
