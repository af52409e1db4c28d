import {
  type DemoSlotOffer,
  demoSlotOffer,
  FUNCTION_ERROR_STATUS,
  type FunctionErrorCode,
} from '@hlasovy-asistent/validation';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { functionRefusal } from '../../test/functionResponses.ts';
import { createTestSession } from '../../test/testVoiceSession.ts';
import { siteDialMessages } from '../demo-request/dialPolicy.ts';
import { FAKE_CONSENT_TEXT_VERSION, fakeDeps } from '../demo-request/testing/fakeDeps.ts';
import { VoiceOrb } from '../landing/VoiceOrb.tsx';
import { SlotBookingDepsProvider } from './SlotBookingDeps.tsx';

// Typing through user-event on a busy 2-core machine can take seconds per test.
vi.setConfig({ testTimeout: 30_000 });

// fakeDeps' clock: Tuesday 24 November 2026, 10:00 in Bratislava.
const FRI_10 = demoSlotOffer('2026-11-27', '10:00');
const FRI_1015 = demoSlotOffer('2026-11-27', '10:15');
const MON_9 = demoSlotOffer('2026-11-30', '09:00');
const CALL_ID = 'voice-call-1';
const ID1 = '00000000-0000-4000-8000-000000000001';
const ID2 = '00000000-0000-4000-8000-000000000002';

const toolResult = (name: string, metadata: unknown) => ({
  type: 'tool-calls-result',
  toolCallResult: { name, toolCallId: `tc-${name}`, result: 'ok', metadata },
});
const offer = (slots: DemoSlotOffer[]) => toolResult('demo_slots', { slots });
const toldChoice = (slot: DemoSlotOffer) =>
  toolResult('select_demo_slot', { selectedSlotId: slot.id, slot });

type Overrides = Parameters<typeof fakeDeps>[0];

/** A real session over the fake transport, the landing page's orb, the card's deps injected. */
async function activeCall(overrides: Overrides = {}) {
  const t = createTestSession();
  const { deps } = fakeDeps(overrides);
  const user = userEvent.setup({ delay: null });
  render(
    <SlotBookingDepsProvider deps={deps}>
      <VoiceOrb session={t.session} onRequestDemo={() => {}} />
    </SlotBookingDepsProvider>,
  );
  await act(() => t.session.toggle());
  // the server created the call (the WebSocket and Daily transports name it so)
  act(() => t.transport.link?.identify(CALL_ID));
  act(() => t.transport.listening());
  // the call controls are their own chunk too
  await screen.findByRole('button', { name: 'Stlmiť mikrofón' }, { timeout: 10_000 });
  return { ...t, deps, user };
}

// the card is its own chunk: the first test pays for its transform
const card = () =>
  screen.findByRole('region', { name: 'Voľné termíny ukážky' }, { timeout: 10_000 });
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Meno a priezvisko'), 'Ján Novák');
  await user.type(input('Telefónne číslo'), '0905 123 456');
  await user.type(input('E-mail'), 'jan.novak@firma.sk');
  await user.selectOptions(screen.getByLabelText('Odvetvie'), 'reality');
  await user.click(screen.getByRole('checkbox', { name: /spracúvaním/ }));
}

/** handle-demo-request refusing with `error` (`{ code, message, ...details }`). */
const refusedWith = (error: { code: FunctionErrorCode } & Record<string, unknown>) =>
  functionRefusal('handle-demo-request', FUNCTION_ERROR_STATUS[error.code], { error });

const refusing = (error: { code: FunctionErrorCode } & Record<string, unknown>): Overrides => ({
  invoke: async () => {
    throw await refusedWith(error);
  },
});

describe('the booking card under the orb', () => {
  test('appears with the offered slots as buttons, labelled as people say them; announced politely', async () => {
    const { transport } = await activeCall();
    act(() => transport.message(toolResult('another_tool', { slots: [FRI_10] })));
    act(() => transport.message(offer([{ ...FRI_10, id: 'bad id' }])));
    expect(screen.queryByRole('region', { name: 'Voľné termíny ukážky' })).toBeNull();

    act(() => transport.message(offer([FRI_10, FRI_1015, MON_9])));
    const region = await card();
    const list = within(region).getByRole('list', { name: 'Ponúknuté termíny' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'piatok 27. novembra o 10:00',
      'piatok 27. novembra o 10:15',
      'pondelok 30. novembra o 9:00',
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('slot-announcer')).toHaveTextContent(
        'Asistent ponúka 3 voľné termíny ukážky.',
      ),
    );
    expect(screen.getByTestId('slot-announcer')).toHaveAttribute('role', 'status');
    // focus stays where the visitor is
    expect(region).not.toContainElement(document.activeElement as HTMLElement);

    // a new offer replaces the list
    act(() => transport.message(offer([MON_9])));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(screen.getByTestId('slot-announcer')).toHaveTextContent(
      'Asistent ponúka 1 voľný termín ukážky.',
    );
  });

  test('in a call the card says "ťuknite" and "povedzte"; "Iný deň" tells the assistant in the visitor\'s words', async () => {
    const { transport, session, user } = await activeCall();
    const sendText = vi.spyOn(session, 'sendText');
    act(() => transport.message(offer([FRI_10])));
    const region = await card();
    expect(region).toHaveTextContent('Ťuknite na termín alebo ho povedzte asistentovi.');
    await user.click(within(region).getByRole('button', { name: 'Iný deň' }));
    expect(sendText).toHaveBeenCalledExactlyOnceWith('Hodí sa mi iný deň.');
  });

  test('a tap opens the confirmation (focus on its title); confirming books through the demo path with the call id', async () => {
    const { transport, deps, user } = await activeCall({
      invoke: async () => ({ status: 'scheduled', requestId: ID1, callType: 'scheduled' }),
    });
    act(() => transport.message(offer([FRI_10, FRI_1015])));
    await user.click(within(await card()).getByRole('button', { name: FRI_1015.label }));

    const title = screen.getByRole('heading', {
      name: /Potvrďte\stermín:\spiatok\s27\.\snovembra\so\s10:15/,
    });
    expect(title).toHaveFocus();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));

    const booked = await screen.findByTestId('slot-booked');
    expect(booked).toHaveTextContent(
      'Ukážku máte dohodnutú na piatok 27. novembra o 10:15. V tomto čase vám zavoláme.',
    );
    expect(booked).toHaveFocus();
    expect(deps.insert).toHaveBeenCalledExactlyOnceWith({
      request_id: ID1,
      name: 'Ján Novák',
      email: 'jan.novak@firma.sk',
      phone: '0905 123 456',
      industry: 'reality',
      consent_text_version: FAKE_CONSENT_TEXT_VERSION,
      consent_source: 'voice-booking',
      marketing_consent: false,
    });
    expect(deps.invoke).toHaveBeenCalledExactlyOnceWith({
      requestId: ID1,
      name: 'Ján Novák',
      email: 'jan.novak@firma.sk',
      phone: '+421905123456',
      industry: 'reality',
      callType: 'scheduled',
      scheduledDate: '2026-11-27',
      scheduledTime: '10:15',
      bookingId: CALL_ID,
    });

    // after the call, the end view confirms the booking (day, time, the number we call) and
    // offers no second booking; the card gives way to it
    await act(async () => transport.ended());
    const ended = await screen.findByTestId('call-ended');
    const summary = within(ended).getByTestId('call-ended-booked');
    expect(summary).toHaveTextContent(
      /^Ukážku máte dohodnutú na (piatok 27\. novembra|zajtra|dnes) o 10:15\./,
    );
    expect(summary).toHaveTextContent('Zavoláme vám na číslo 0905 123 456.');
    expect(within(ended).queryByRole('button', { name: 'Dohodnúť ukážku' })).toBeNull();
    expect(ended).not.toHaveTextContent(/Dohodnite si ukážku/);
    expect(within(ended).getByRole('button', { name: 'Začať nový rozhovor' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Voľné termíny ukážky' })).toBeNull();
  });

  test('a choice by voice opens the confirmation of that slot without moving focus, and is announced', async () => {
    const { transport, user } = await activeCall();
    act(() => transport.message(offer([FRI_10, MON_9])));
    await card();
    const mute = screen.getByRole('button', { name: 'Stlmiť mikrofón' });
    mute.focus();
    act(() => transport.message(toldChoice(MON_9)));
    expect(
      await screen.findByRole('heading', {
        name: /Potvrďte\stermín:\spondelok\s30\.\snovembra\so\s9:00/,
      }),
    ).toBeVisible();
    expect(mute).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByTestId('slot-announcer')).toHaveTextContent(
        'Vybrali ste si termín v pondelok 30. novembra o 9:00. Doplňte údaje a potvrďte ho.',
      ),
    );
    // a tap on "another slot" goes back to the list, a later voice choice opens it again
    await user.click(screen.getByRole('button', { name: 'Vybrať iný termín' }));
    expect(screen.getByRole('button', { name: MON_9.label })).toHaveFocus();
    act(() => transport.message(toldChoice(FRI_10)));
    expect(
      await screen.findByRole('heading', {
        name: /Potvrďte\stermín:\spiatok\s27\.\snovembra\so\s10:00/,
      }),
    ).toBeVisible();
  });

  test('slot taken: the refusal in Slovak with the next free slots; everything typed stays; a next slot books', async () => {
    let answers = 0;
    const { transport, deps, user } = await activeCall({
      invoke: async () => {
        answers += 1;
        if (answers === 1) {
          throw await refusedWith({
            code: 'slot_taken',
            message: 'Slot taken',
            nextSlots: [FRI_1015, MON_9],
          });
        }
        return { status: 'scheduled', requestId: 'r1', callType: 'scheduled' };
      },
    });
    act(() => transport.message(offer([FRI_10])));
    await user.click(within(await card()).getByRole('button', { name: FRI_10.label }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Tento termín je už obsadený. Vyberte si prosím jeden z ďalších voľných termínov.',
    );
    expect(screen.queryByTestId('slot-booked')).toBeNull();
    expect(input('Meno a priezvisko').value).toBe('Ján Novák');
    expect(input('Telefónne číslo').value).toBe('0905 123 456');
    expect(input('E-mail').value).toBe('jan.novak@firma.sk');
    expect(screen.getByRole('checkbox', { name: /spracúvaním/ })).toBeChecked();

    const next = screen.getByRole('list', { name: 'Ďalšie voľné termíny' });
    await user.click(within(next).getByRole('button', { name: MON_9.label }));
    expect(
      screen.getByRole('heading', { name: /pondelok\s30\.\snovembra\so\s9:00/ }),
    ).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));
    await screen.findByTestId('slot-booked');
    // the same lead (same row, same request id), now with the next slot
    expect(
      deps.invoke.mock.calls.map(([body]) => [
        body.requestId,
        `${body.scheduledDate}T${body.scheduledTime}`,
      ]),
    ).toEqual([
      [ID1, '2026-11-27T10:00'],
      [ID1, '2026-11-30T09:00'],
    ]);
  });

  test('a number the server will not call: the phone field says so and takes focus; a corrected number is a new request', async () => {
    let answers = 0;
    const { transport, deps, user } = await activeCall({
      invoke: async () => {
        answers += 1;
        if (answers === 1)
          throw await refusedWith({ code: 'phone_type_not_allowed', message: 'Premium' });
        return { status: 'scheduled', requestId: 'r1', callType: 'scheduled' };
      },
    });
    act(() => transport.message(offer([FRI_10])));
    await user.click(within(await card()).getByRole('button', { name: FRI_10.label }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));

    const phone = input('Telefónne číslo');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Na toto číslo vám nevieme zavolať.'),
    );
    expect(siteDialMessages.countryNotAllowed).toContain('Na toto číslo vám nevieme zavolať.');
    expect(input('Meno a priezvisko').value).toBe('Ján Novák');

    await user.clear(phone);
    await user.type(phone, '0905 654 321');
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));
    await screen.findByTestId('slot-booked');
    expect(deps.insert.mock.calls.map(([row]) => [row.request_id, row.phone])).toEqual([
      [ID1, '0905 123 456'],
      [ID2, '0905 654 321'],
    ]);
  });

  test.each([
    ['rate_limited', 'Dosiahli ste limit žiadostí o ukážku.'],
    ['slot_not_offered', 'Tento termín nebol v tomto rozhovore ponúknutý.'],
    ['slot_outside_hours', 'V tomto čase ukážky nerobíme.'],
    ['booking_other_network', 'Termín sa dá potvrdiť len zo siete, na ktorej rozhovor prebieha'],
    ['slot_in_past', 'Tento termín sa už nedá rezervovať.'],
    ['internal_error', 'Nastala chyba pri odosielaní formulára.'],
  ] as const)('refused with %s: its Slovak text, the card stays editable', async (code, text) => {
    const { transport, user } = await activeCall(refusing({ code, message: 'x' }));
    act(() => transport.message(offer([FRI_10])));
    await user.click(within(await card()).getByRole('button', { name: FRI_10.label }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Potvrdiť termín' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(input('E-mail')).toBeEnabled();
    expect(input('E-mail').value).toBe('jan.novak@firma.sk');
    expect(screen.getByRole('button', { name: 'Potvrdiť termín' })).toBeEnabled();
  });

  test('nothing is sent while something is missing; the first missing field takes focus, each missing one is marked as in the form', async () => {
    const { transport, deps, user } = await activeCall();
    act(() => transport.message(offer([FRI_10])));
    await user.click(within(await card()).getByRole('button', { name: FRI_10.label }));
    await user.type(input('Meno a priezvisko'), 'Ján');
    await user.type(input('Telefónne číslo'), '123');
    const confirm = screen.getByRole('button', { name: 'Potvrdiť termín' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await waitFor(() => expect(input('Telefónne číslo')).toHaveFocus());
    expect(input('Telefónne číslo')).toHaveAttribute('aria-invalid', 'true');
    // the fields still empty carry the demo form's messages (ContactFields, the consent row)
    expect(input('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Vyplňte\se-mail\.$/)).toBeVisible();
    expect(screen.getByText(/^Vyberte\sodvetvie\.$/)).toBeVisible();
    expect(screen.getByText(/^Bez\ssúhlasu\svám\snemôžeme\szavolať/)).toBeVisible();
    expect(deps.insert).not.toHaveBeenCalled();
    expect(deps.invoke).not.toHaveBeenCalled();
  });

  test('keyboard only: from the orb to a slot, the fields, the consent and the confirmation', async () => {
    const { transport, deps, user } = await activeCall();
    act(() => transport.message(offer([FRI_10, MON_9])));
    await card();
    (document.querySelector('button.orb') as HTMLButtonElement).focus();
    // the call bar comes first (it never moves when the card opens under it)
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stlmiť mikrofón' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ukončiť hovor' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: FRI_10.label })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: MON_9.label })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { name: /pondelok\s30\.\snovembra\so\s9:00/ }),
    ).toHaveFocus();
    await user.tab();
    expect(input('Meno a priezvisko')).toHaveFocus();
    await user.keyboard('Ján Novák');
    await user.tab();
    await user.keyboard('0905 123 456');
    await user.tab();
    expect(input('E-mail')).toHaveFocus();
    await user.keyboard('jan.novak@firma.sk');
    await user.tab();
    expect(screen.getByLabelText('Odvetvie')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Odvetvie'), 'reality');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /spracúvaním/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab(); // the consent's link
    await user.tab();
    expect(screen.getByRole('button', { name: 'Potvrdiť termín' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('slot-booked')).toHaveFocus();
    expect(deps.invoke).toHaveBeenCalledWith(
      expect.objectContaining({
        scheduledDate: '2026-11-30',
        scheduledTime: '09:00',
        bookingId: CALL_ID,
      }),
    );
  });

  test('the call ends while the confirmation is open: the card stays with what was typed, the end view does not take focus', async () => {
    const { transport, user } = await activeCall();
    act(() => transport.message(offer([FRI_10])));
    await user.click(within(await card()).getByRole('button', { name: FRI_10.label }));
    await user.type(input('Meno a priezvisko'), 'Ján');
    await act(async () => transport.ended());
    await screen.findByTestId('call-ended');
    expect(input('Meno a priezvisko')).toHaveFocus();
    expect(input('Meno a priezvisko').value).toBe('Ján');
    expect(screen.queryByTestId('call-ended-booked')).toBeNull();
  });

  test('a new call starts without the previous offer', async () => {
    const { transport, session } = await activeCall();
    act(() => transport.message(offer([FRI_10])));
    await card();
    await act(async () => transport.ended());
    await act(() => session.toggle());
    act(() => transport.listening());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Voľné termíny ukážky' })).toBeNull(),
    );
  });
});
