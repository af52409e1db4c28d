import { typesetCopy } from '../lib/typography.ts';
import { plural, type SlovakForms } from './plural.ts';

/** "1 voľný termín", "3 voľné termíny", "5 voľných termínov". */
const FREE_SLOTS: SlovakForms = {
  one: 'voľný termín',
  few: 'voľné termíny',
  many: 'voľného termínu',
  other: 'voľných termínov',
};

/** Slovak texts of the booking card under the orb (a voice call's demo slots), typeset once here. */
export const slotCopy = typesetCopy({
  title: 'Voľné termíny ukážky',
  listHint: 'Vyberte si termín tu alebo ho povedzte asistentovi.',
  slotsLabel: 'Ponúknuté termíny',
  offered: (count: number) => `Asistent ponúka ${plural(count, FREE_SLOTS)} ukážky.`,
  pickedByVoice: (slot: string) => `Vybrali ste termín ${slot}. Doplňte údaje a potvrďte ho.`,
  confirmTitle: (slot: string) => `Potvrďte termín: ${slot}`,
  confirmHint:
    'Telefón a e-mail napíšte sem, nemusíte ich hláskovať. Asistent vám v tomto termíne zavolá.',
  confirm: 'Potvrdiť termín',
  confirming: 'Potvrdzujem...',
  otherSlot: 'Vybrať iný termín',
  nextFreeLabel: 'Ďalšie voľné termíny',
  bookedTitle: 'Termín je dohodnutý',
  /** The server scheduled the call of the booked slot. */
  bookedScheduled: (slot: string) => `Ukážku máte dohodnutú na ${slot}. V tomto čase vám zavoláme.`,
  /** The slot is stored, but the server did not confirm the call (dialling off, deferred...). */
  bookedRecorded: (slot: string) =>
    `Termín ${slot} sme zapísali. Ozveme sa vám a termín ešte potvrdíme.`,
  /** The end view of the call. */
  endedBooked: (slot: string) => `Dohodnutý termín ukážky: ${slot}.`,
  endedRecorded: (slot: string) => `Zapísaný termín ukážky: ${slot}. Ešte vám ho potvrdíme.`,
} as const);
