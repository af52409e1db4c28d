// A spoken conversation on the stack `pnpm dev` runs (issue 37), at 390x844, 320 px and
// 1366x768, with real audio (the fake microphone says a Slovak sentence every few seconds): the
// agent's offer after the visitor's first turn lies inside the booking hours; the card opens
// under the call bar, which stays reachable while the visitor works through the card; "Iný deň"
// offers the next days; the booked slot is confirmed aloud in the right case; after the call the
// end view confirms the booking (day, time, number) and offers no second booking. axe in every
// new state.
import { microphoneLaunch } from '@hlasovy-asistent/browser-testing/microphones';
import { voiceBookingsOf } from '@hlasovy-asistent/local-stack';
import {
  type DemoSlotOffer,
  parseDemoSlotId,
  readDemoToolResult,
  slotPhrase,
  spokenSlotPhrase,
} from '@hlasovy-asistent/validation';
import type { Page } from '@playwright/test';
import { resetFunctionRateLimits } from './demo-request/backend.ts';
import { newVisitor } from './demo-request/visitor.ts';
import { axeViolations } from './support/axe.ts';
import { expectInsideHours } from './support/bookingHours.ts';
import { expect, test } from './support/fixtures.ts';
import { atEachSize } from './support/sizes.ts';
import { fillSlotConfirmation } from './support/slotConfirmation.ts';
import { CALL_TIMEOUT, hangUp, startCall } from './support/voiceCall.ts';
import type { VoiceSocket } from './support/voiceSockets.ts';

test.use({ launchOptions: microphoneLaunch('visitor') });
test.describe.configure({ timeout: 240_000 });

/** The offers the agent sent on the socket (`tool-calls-result` of demo_slots), in order. */
function offersOn(socket: VoiceSocket | undefined): DemoSlotOffer[][] {
  return (socket?.received ?? []).flatMap((frame) => {
    const result = frame.json?.type === 'tool-calls-result' ? frame.json.toolCallResult : null;
    const read = result
      ? readDemoToolResult(result as { name?: unknown; metadata?: unknown })
      : null;
    return read?.tool === 'demo_slots' ? [read.slots] : [];
  });
}

/** The call bar's two buttons are on screen (muting and ending the call are one tap away). */
async function expectControlsReachable(page: Page) {
  for (const name of [/mikrofón/, 'Ukončiť hovor']) {
    await expect(page.getByTestId('call-bar').getByRole('button', { name })).toBeInViewport({
      ratio: 1,
    });
  }
}

atEachSize(() => {
  test('a spoken conversation: an offer inside the booking hours, "Iný deň", booked; the end view confirms, no second booking', async ({
    page,
    e2e,
  }, info) => {
    const visitor = newVisitor(info);
    const { sockets } = await startCall(page);
    const card = page.getByRole('region', { name: 'Voľné termíny ukážky' });
    // the greeting, the visitor's first turn, the tool call through vapi-tools
    await expect(card).toBeVisible({ timeout: 2 * CALL_TIMEOUT });
    const socket = sockets[0];
    const callId = /\/([^/]+)\/transport$/.exec(socket?.url ?? '')?.[1] ?? '';
    const [first] = offersOn(socket);
    expectInsideHours(first ?? []);
    // a call's words: tap, say
    await expect(card).toContainText('Ťuknite na termín alebo ho povedzte asistentovi.');
    // muted, so no later sentence of the microphone talks over the assistant
    const mute = page.getByTestId('mute-toggle');
    await mute.click();
    await expect(mute).toHaveAccessibleName('Zapnúť mikrofón');
    await expectControlsReachable(page);
    expect(await axeViolations(page)).toEqual([]);

    // "Iný deň": the visitor's own line in the call, answered aloud with the next days
    await card.getByRole('button', { name: 'Iný deň' }).click();
    await expect(page.getByRole('log', { name: 'Prepis rozhovoru' })).toContainText(
      'Vy: Hodí sa mi iný deň.',
      { timeout: CALL_TIMEOUT },
    );
    await expect.poll(() => offersOn(socket).length, { timeout: CALL_TIMEOUT }).toBe(2);
    const next = offersOn(socket)[1] ?? [];
    expectInsideHours(next);
    const lastOffered = first?.at(-1)?.date ?? '';
    expect(next.every((slot) => slot.date > lastOffered)).toBe(true);
    const slots = card.getByRole('list', { name: 'Ponúknuté termíny' }).getByRole('button');
    await expect(slots).toHaveText(
      next.map((slot) => slotPhrase(slot.date, slot.time, { now: Date.now() })),
    );
    expect(await axeViolations(page)).toEqual([]);

    // booked on the card; the controls stay reachable while the visitor fills it
    const slotId = (await slots.first().getAttribute('data-slot-id')) ?? '';
    const slot = parseDemoSlotId(slotId);
    if (!slot) throw new Error(`not a slot id: ${slotId}`);
    await slots.first().click();
    await fillSlotConfirmation(card, visitor);
    const confirm = card.getByRole('button', { name: 'Potvrdiť termín' });
    await confirm.scrollIntoViewIfNeeded();
    await expectControlsReachable(page);
    expect(await axeViolations(page)).toEqual([]);
    await resetFunctionRateLimits(e2e);
    await confirm.click();
    await expect(card.getByTestId('slot-booked')).toContainText(
      `Ukážku máte dohodnutú ${slotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() })}.`,
      { timeout: CALL_TIMEOUT },
    );
    // the assistant says it as a person would: "na pondelok tridsiateho novembra o deviatej"
    const said = spokenSlotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() });
    await expect(page.getByRole('log', { name: 'Prepis rozhovoru' })).toContainText(
      `Asistent: Ďakujem, ukážku máte rezervovanú ${said}.`,
      { timeout: CALL_TIMEOUT },
    );
    expect(await voiceBookingsOf(e2e.dbUrl, callId)).toMatchObject([
      { slotId, email: visitor.email },
    ]);
    await expectControlsReachable(page);
    expect(await axeViolations(page)).toEqual([]);

    // after the call: the booking confirmed, no second booking offered
    await hangUp(page, socket);
    const ended = page.getByTestId('call-ended');
    const summary = ended.getByTestId('call-ended-booked');
    await expect(summary).toContainText(
      `Ukážku máte dohodnutú ${slotPhrase(slot.date, slot.time, { after: 'na', now: Date.now() })}.`,
    );
    await expect(summary).toContainText(`Zavoláme vám na číslo ${visitor.phone}.`);
    await expect(ended.getByRole('button', { name: 'Dohodnúť ukážku' })).toHaveCount(0);
    await expect(ended).not.toContainText('Dohodnite si ukážku');
    expect(await axeViolations(page)).toEqual([]);
  });
});
