import { typesetCopy } from '../lib/typography.ts';
import { plural, type SlovakForms } from './plural.ts';

/** "1 voľný termín", "3 voľné termíny", "5 voľných termínov". */
const FREE_SLOTS: SlovakForms = {
  one: 'voľný termín',
  few: 'voľné termíny',
  many: 'voľného termínu',
  other: 'voľných termínov',
};

/**
 * Slovak texts of the booking card (a voice call's or a written conversation's demo slots),
 * typeset once here. The slot phrases come from the one Slovak date formatter (slotPhrase of
 * @hlasovy-asistent/validation) in the case each sentence needs: "na pondelok 30. novembra o
 * 9:00", "v pondelok ...", "zajtra o 9:00". A call says "povedzte"/"ťuknite", a written
 * conversation "napíšte"/"kliknite".
 */
export const slotCopy = typesetCopy({
  title: 'Voľné termíny ukážky',
  listHint: {
    call: 'Ťuknite na termín alebo ho povedzte asistentovi.',
    chat: 'Kliknite na termín alebo ho napíšte asistentovi.',
  },
  slotsLabel: 'Ponúknuté termíny',
  offered: (count: number) => `Asistent ponúka ${plural(count, FREE_SLOTS)} ukážky.`,
  /** `slot` after "v": "v pondelok 30. novembra o 9:00", "zajtra o 9:00". */
  choiceTold: (slot: string) => `Vybrali ste si termín ${slot}. Doplňte údaje a potvrďte ho.`,
  /** `slot` bare: "pondelok 30. novembra o 9:00". */
  confirmTitle: (slot: string) => `Potvrďte termín: ${slot}`,
  confirmHint:
    'Telefón a e-mail napíšte sem, nemusíte ich hláskovať. Asistent vám v tomto termíne zavolá.',
  confirm: 'Potvrdiť termín',
  confirming: 'Potvrdzujem...',
  otherSlot: 'Vybrať iný termín',
  /** Asks the assistant for the next working days' slots. */
  otherDay: 'Iný deň',
  otherDayHint: 'Nehodí sa vám žiadny? Asistent ponúkne ďalšie dni.',
  /** What "Iný deň" says to the assistant, as the visitor's own line. */
  otherDayRequest: 'Hodí sa mi iný deň.',
  nextFreeLabel: 'Ďalšie voľné termíny',
  bookedTitle: 'Termín je dohodnutý',
  /** The server scheduled the call of the booked slot; `slot` after "na". */
  bookedScheduled: (slot: string) => `Ukážku máte dohodnutú ${slot}. V tomto čase vám zavoláme.`,
  /** The slot is stored, but the server did not confirm the call; `slot` after "v". */
  bookedRecorded: (slot: string) =>
    `Termín ${slot} sme zapísali. Ozveme sa vám a termín ešte potvrdíme.`,
  /** The end view of the call: `slot` after "na", the number the visitor gave. */
  endedBooked: (slot: string) => `Ukážku máte dohodnutú ${slot}.`,
  endedRecorded: (slot: string) => `Termín ${slot} sme zapísali, ešte vám ho potvrdíme.`,
  endedNumber: (phone: string) => `Zavoláme vám na číslo ${phone}.`,
  endedNext: 'Ak vám termín nebude vyhovovať, stačí nám zavolať.',
} as const);
