// Booking a demo inside a real local voice call (issue 27), offline, with real audio: the fake
// microphone says a Slovak sentence (espeak-ng) every few seconds -> after the visitor's first
// turn the local agent asks the real vapi-tools function for slots (through the local Vapi) ->
// the offer reaches the page (`tool-calls-result`) and the card "Voľné termíny ukážky" lists it
// -> the visitor mutes the microphone (so the agent hears nothing more), picks a slot and
// confirms on the page (handle-demo-request with bookingId) -> the server's `say` on
// the call's control URL -> the assistant says the booked day and time. The lead is then read
// from the database: its slot, its consent record and the call id. Also: the same booking by
// keyboard only, axe with the card open (the list and the confirmation), and a 320 px screen.
// The stack's agent offers slots in every call (globalSetup: bookingTools).
import { voiceBookingsOf } from '@hlasovy-asistent/local-stack';
import { parseDemoSlotId, slotPhrase, spokenSlotPhrase } from '@hlasovy-asistent/validation';
import type { Locator, Page } from '@playwright/test';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { consentByEmail } from './demo-request/consent.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { orb } from './support/orb.ts';
import {
  fillSlotConfirmation,
  fillSlotConfirmationByKeyboard,
} from './support/slotConfirmation.ts';
import { tabTo } from './support/tabTo.ts';
import { CALL_TIMEOUT, type CallWatch, hangUp, startCall } from './support/voiceCall.ts';
import { firstMessage } from './support/voiceSockets.ts';

test.use({ microphone: 'visitor' });
test.describe.configure({ timeout: 180_000 });

const CARD = 'Voľné termíny ukážky';

/** The call id, from the call's socket URL (`.../<callId>/transport`). */
async function callIdOf(calls: CallWatch): Promise<string> {
  const socket = await calls.socket();
  const id = /\/([^/]+)\/transport$/.exec(socket?.url ?? '')?.[1];
  if (!id) throw new Error(`no call id in ${socket?.url}`);
  return id;
}

/** The call's id and the card's first slot with its id: what a booking of it is stored under. */
async function firstOfferedSlot(calls: CallWatch, slots: Locator) {
  const callId = await callIdOf(calls);
  const picked = slots.first();
  const slotId = await picked.getAttribute('data-slot-id');
  if (!slotId) throw new Error('a slot button without its id');
  return { callId, picked, slotId };
}

/**
 * Starts the call, waits for the agent's offer on the card (after the visitor's first turn) and
 * mutes the microphone (by keyboard), so no later sentence talks over the assistant.
 */
async function callUntilOffer(page: Page) {
  const { calls } = await startCall(page);
  const card = page.getByRole('region', { name: CARD });
  // the greeting (about 9 s), the visitor's turn, the tool call through vapi-tools
  await expect(card).toBeVisible({ timeout: 2 * CALL_TIMEOUT });
  const offer = firstMessage(await calls.socket(), (m) => m.type === 'tool-calls-result');
  expect((offer?.json?.toolCallResult as { name?: string } | undefined)?.name).toBe('demo_slots');
  const slots = card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button');
  await expect(slots.first()).toBeVisible();
  const mute = page.getByTestId('mute-toggle');
  await mute.press('Enter');
  await expect(mute).toHaveAccessibleName('Zapnúť mikrofón');
  return { calls, card, slots };
}

/**
 * The assistant starts saying the booking's confirmation after `from`: its speech starts on the
 * socket with a line beginning "Ďakujem", and the finished line in the page's transcript names
 * the booked day and time.
 */
async function expectSpokenConfirmation(
  page: Page,
  calls: CallWatch,
  slotId: string,
  from: number,
) {
  const slot = parseDemoSlotId(slotId);
  if (!slot) throw new Error(`not a slot id: ${slotId}`);
  // said as a person says it: "na" + the day (or "na zajtra"), the hour in words
  const when = spokenSlotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() });
  await expect
    .poll(
      async () =>
        firstMessage(
          await calls.socket(),
          (m) =>
            m.type === 'transcript' &&
            m.role === 'assistant' &&
            String(m.transcript).startsWith('Ďakujem'),
          from,
        ),
      { timeout: CALL_TIMEOUT },
    )
    .toBeDefined();
  const started = firstMessage(
    await calls.socket(),
    (m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started',
    from,
  );
  expect(started).toBeDefined();
  await expect(page.getByRole('log', { name: 'Prepis rozhovoru' })).toContainText(
    `Asistent: Ďakujem, ukážku máte rezervovanú ${when}.`,
    { timeout: CALL_TIMEOUT },
  );
}

test('a slot tapped on the card is booked, confirmed aloud and stored with the call id', async ({
  page,
  e2e,
}, info) => {
  const visitor = newVisitor(info);
  const { calls, card, slots } = await callUntilOffer(page);
  const { callId, picked, slotId } = await firstOfferedSlot(calls, slots);
  const label = (await picked.textContent())?.trim() ?? '';

  await picked.click();
  await expect(card.getByRole('heading', { name: `Potvrďte termín: ${label}` })).toBeFocused();
  await fillSlotConfirmation(card, visitor);
  await resetFunctionRateLimits(e2e);
  const clickedAt = Date.now();
  await card.getByRole('button', { name: 'Potvrdiť termín' }).click();

  await expect(card).toContainText(label, { timeout: CALL_TIMEOUT });
  await expect(card.getByText('Termín je dohodnutý')).toBeVisible();
  await expectSpokenConfirmation(page, calls, slotId, clickedAt);

  const bookings = await voiceBookingsOf(e2e.dbUrl, callId);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]).toMatchObject({
    vapiCallId: callId,
    slotId,
    email: visitor.email,
    consentSource: 'voice-booking',
  });
  expect(bookings[0]?.consentTextVersion).toMatch(/^gdpr-[0-9a-f]{16}$/);
  const [consent] = await consentByEmail(e2e, visitor.email);
  expect(Date.parse(consent?.consent_given_at ?? '')).toBeGreaterThan(clickedAt - 60_000);

  await hangUp(page, calls);
  // the end view confirms the booking and offers no second one
  const slot = parseDemoSlotId(slotId);
  const booked = page.getByTestId('call-ended-booked');
  await expect(booked).toContainText(
    slot ? slotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() }) : label,
  );
  await expect(booked).toContainText(`Zavoláme vám na číslo ${visitor.phone}.`);
  await expect(
    page.getByTestId('call-ended').getByRole('button', { name: 'Dohodnúť ukážku' }),
  ).toHaveCount(0);
});

test('keyboard only: a slot is picked, the confirmation filled and sent without a pointer', async ({
  page,
  e2e,
}, info) => {
  const visitor = newVisitor(info);
  const { calls, card, slots } = await callUntilOffer(page);
  const { callId, picked, slotId } = await firstOfferedSlot(calls, slots);

  await orb(page).focus();
  await tabTo(page, picked);
  await fillSlotConfirmationByKeyboard(page, card, visitor);
  await resetFunctionRateLimits(e2e);
  const submit = card.getByRole('button', { name: 'Potvrdiť termín' });
  await tabTo(page, submit);
  const pressedAt = Date.now();
  await page.keyboard.press('Enter');

  await expect(card.getByText('Termín je dohodnutý')).toBeVisible({
    timeout: CALL_TIMEOUT,
  });
  await expectSpokenConfirmation(page, calls, slotId, pressedAt);
  expect(await voiceBookingsOf(e2e.dbUrl, callId)).toMatchObject([
    { slotId, email: visitor.email, consentSource: 'voice-booking' },
  ]);
  await hangUp(page, calls);
});

test('axe finds nothing with the card open, neither the list nor the confirmation', async ({
  page,
}) => {
  const { calls, card, slots } = await callUntilOffer(page);
  expect(await axeViolations(page)).toEqual([]);

  await slots.first().click();
  await expect(card.getByRole('heading', { name: /^Potvrďte termín/ })).toBeFocused();
  await expect(card.getByLabel('Telefónne číslo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await hangUp(page, calls);
});

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the card and its confirmation fit, nothing scrolls sideways', async ({ page }) => {
    const { calls, card, slots } = await callUntilOffer(page);
    const fits = async () => {
      const box = await card.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
    };
    await fits();
    await slots.first().click();
    await expect(card.getByLabel('Telefónne číslo')).toBeVisible();
    await fits();
    expect(await axeViolations(page)).toEqual([]);
    await hangUp(page, calls);
  });
});
