// The booking card in the text conversation: the chat answer's slotOffer shows the voice call's
// card inside the panel, and a slot picked by keyboard is booked through the demo form's path
// under the offer's bookingId; a slot the visitor wrote to the assistant (the answer's
// `selectedSlot`) opens the confirmation as a tap would.

import type { ChatTurnAnswer } from '@hlasovy-asistent/validation';
import { type DemoSlotOffer, demoSlotOffer } from '@hlasovy-asistent/validation';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeDeps } from '../demo-request/testing/fakeDeps.ts';
import { SlotBookingDepsProvider } from '../slot-booking/SlotBookingDeps.tsx';
import { StatefulChatEntry } from './testing/StatefulChatEntry.tsx';
import type { SendTurn } from './useTextChat.ts';

// Typing through user-event on a busy 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

// fakeDeps' clock: Tuesday 24 November 2026, 10:00 in Bratislava.
const FRI_10 = demoSlotOffer('2026-11-27', '10:00');
const FRI_1015 = demoSlotOffer('2026-11-27', '10:15');
const ID1 = '00000000-0000-4000-8000-000000000001';

/**
 * Answers `Odpoveď n`; the `offerAt`-th answer offers the two Friday slots under `chat-n`; the
 * n-th answer carries `selected[n]` as its selectedSlot.
 */
function backend(
  offerAt: number,
  selected: Record<number, DemoSlotOffer> = {},
  sent: string[] = [],
) {
  let n = 0;
  const sendTurn: SendTurn = async (text) => {
    sent.push(text);
    n += 1;
    const answer: ChatTurnAnswer = {
      conversationId: 'conv-1',
      reply: `Odpoveď ${n}`,
      turnsLeft: 20 - n,
    };
    if (n === offerAt) answer.slotOffer = { bookingId: `chat-${n}`, slots: [FRI_10, FRI_1015] };
    const choice = selected[n];
    if (choice) answer.selectedSlot = choice;
    return answer;
  };
  return sendTurn;
}

async function openChat(sendTurn: SendTurn) {
  const { deps } = fakeDeps({
    invoke: async () => ({ status: 'scheduled', requestId: ID1, callType: 'scheduled' }),
  });
  const user = userEvent.setup({ delay: null });
  render(
    <SlotBookingDepsProvider deps={deps}>
      <StatefulChatEntry sendTurn={sendTurn} />
    </SlotBookingDepsProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Písať namiesto hovoriť' }));
  const panel = await screen.findByTestId('text-chat', {}, { timeout: 10_000 });
  const field = within(panel).getByLabelText('Napíšte správu');
  return { deps, user, panel, field };
}

describe('the booking card in the text conversation', () => {
  test('no card before an offer; the offer shows the slots in the panel without taking the focus', async () => {
    const { user, panel, field } = await openChat(backend(2));
    await user.type(field, 'Dobrý deň{Enter}');
    await waitFor(() => expect(panel.textContent).toContain('Odpoveď 1'));
    expect(within(panel).queryByRole('region', { name: 'Voľné termíny ukážky' })).toBeNull();

    await user.type(field, 'Aké máte termíny?{Enter}');
    const card = await within(panel).findByRole(
      'region',
      { name: 'Voľné termíny ukážky' },
      { timeout: 10_000 },
    );
    const slots = within(card).getByRole('list', { name: 'Ponúknuté termíny' });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([FRI_10.label, FRI_1015.label]);
    expect(field).toHaveFocus();
    // the answer itself is still the one polite status of the conversation
    expect(within(panel).getByTestId('text-chat-announcer')).toHaveTextContent(
      'Asistent: Odpoveď 2',
    );
  });

  test('by keyboard: a slot is picked with Enter, the confirmation sent, booked under the bookingId', async () => {
    const { deps, user, panel, field } = await openChat(backend(1));
    await user.type(field, 'Chcem ukážku{Enter}');
    const card = await within(panel).findByRole(
      'region',
      { name: 'Voľné termíny ukážky' },
      { timeout: 10_000 },
    );
    // the card sits above the field, next to the message that offered it: back from the field,
    // "Iný deň", then the slots
    await user.tab({ shift: true });
    expect(within(card).getByRole('button', { name: 'Iný deň' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(card).getByRole('button', { name: FRI_1015.label })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      within(card).getByRole('heading', {
        name: /Potvrďte\stermín:\spiatok\s27\.\snovembra\so\s10:15/,
      }),
    ).toHaveFocus();
    await user.type(within(card).getByLabelText('Meno a priezvisko'), 'Ján Novák');
    await user.type(within(card).getByLabelText('Telefónne číslo'), '0905 123 456');
    await user.type(within(card).getByLabelText('E-mail'), 'jan.novak@firma.sk');
    await user.selectOptions(within(card).getByLabelText('Odvetvie'), 'reality');
    await user.click(within(card).getByRole('checkbox', { name: /spracúvaním/ }));
    within(card).getByRole('button', { name: 'Potvrdiť termín' }).focus();
    await user.keyboard('{Enter}');

    const booked = await within(card).findByTestId('slot-booked');
    expect(booked).toHaveTextContent(
      'Ukážku máte dohodnutú na piatok 27. novembra o 10:15. V tomto čase vám zavoláme.',
    );
    expect(booked).toHaveFocus();
    expect(deps.invoke).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        callType: 'scheduled',
        scheduledDate: '2026-11-27',
        scheduledTime: '10:15',
        bookingId: 'chat-1',
      }),
    );
    // the lead is stored with the chat booking card's consent, not a voice call's or the form's
    expect(deps.insert).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ consent_source: 'chat-booking', request_id: expect.any(String) }),
    );
    // the notification carries the booking, nothing of the consent record
    expect(deps.invoke.mock.calls[0]?.[0]).not.toHaveProperty('consentSource');
  });

  test('a slot written to the assistant opens its confirmation, focused; a slot not offered does nothing; a later tap wins', async () => {
    const SAT_9 = demoSlotOffer('2026-11-28', '09:00');
    const { deps, user, panel, field } = await openChat(backend(1, { 2: SAT_9, 3: FRI_1015 }));
    await user.type(field, 'Chcem ukážku{Enter}');
    const card = await within(panel).findByRole(
      'region',
      { name: 'Voľné termíny ukážky' },
      { timeout: 10_000 },
    );
    // a choice outside the offer (never offered in this card) is ignored: the list stays
    await user.type(field, 'v sobotu o deviatej{Enter}');
    await waitFor(() => expect(panel.textContent).toContain('Odpoveď 2'));
    expect(within(card).getByRole('list', { name: 'Ponúknuté termíny' })).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, 'ten druhý{Enter}');
    const title = await within(card).findByRole(
      'heading',
      { name: /Potvrďte\stermín:\spiatok\s27\.\snovembra\so\s10:15/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(card).getByTestId('slot-announcer')).toHaveTextContent(
      'Vybrali ste si termín v piatok 27. novembra o 10:15. Doplňte údaje a potvrďte ho.',
    );

    // the visitor goes back to the list and taps the other slot: the tap is the later choice
    await user.click(within(card).getByRole('button', { name: 'Vybrať iný termín' }));
    await user.click(within(card).getByRole('button', { name: FRI_10.label }));
    await within(card).findByRole('heading', { name: /Potvrďte\stermín:.*10:00/ });
    await user.type(within(card).getByLabelText('Meno a priezvisko'), 'Ján Novák');
    await user.type(within(card).getByLabelText('Telefónne číslo'), '0905 123 456');
    await user.type(within(card).getByLabelText('E-mail'), 'jan.novak@firma.sk');
    await user.selectOptions(within(card).getByLabelText('Odvetvie'), 'reality');
    await user.click(within(card).getByRole('checkbox', { name: /spracúvaním/ }));
    await user.click(within(card).getByRole('button', { name: 'Potvrdiť termín' }));
    await within(card).findByTestId('slot-booked');
    expect(deps.invoke).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        scheduledDate: '2026-11-27',
        scheduledTime: '10:00',
        bookingId: 'chat-1',
      }),
    );
  });

  test('in writing the card says "kliknite" and "napíšte"; "Iný deň" is the visitor\'s line in the conversation', async () => {
    const sent: string[] = [];
    const { user, panel, field } = await openChat(backend(1, {}, sent));
    await user.type(field, 'Dobrý deň{Enter}');
    const card = await within(panel).findByRole(
      'region',
      { name: 'Voľné termíny ukážky' },
      { timeout: 10_000 },
    );
    expect(card).toHaveTextContent('Kliknite na termín alebo ho napíšte asistentovi.');
    expect(card).not.toHaveTextContent(/povedzte|ťuknite/i);
    await user.click(within(card).getByRole('button', { name: 'Iný deň' }));
    const log = within(panel).getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('Odpoveď 2'));
    expect(sent).toEqual(['Dobrý deň', 'Hodí sa mi iný deň.']);
    expect(log.textContent).toContain('Vy: Hodí sa mi iný deň.');
  });
});
