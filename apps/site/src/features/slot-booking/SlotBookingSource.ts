import type { BookingConsentSource } from '@hlasovy-asistent/validation';
import type { SlotBookingMemory } from './bookedSlot.ts';
import type { SlotOffers } from './slotOffers.ts';

/** What the booking card needs of the conversation the slots were offered in (a call, a chat). */
export interface SlotBookingSource {
  /**
   * The id the slots were offered under and are booked with (the request's `bookingId`): the
   * voice call's id, or the chat answer's `slotOffer.bookingId`; null before there is one.
   */
  bookingId: string | null;
  /** Where the card's consent is given (stored with the lead): a call or a written conversation. */
  consentSource: BookingConsentSource;
  offers: SlotOffers;
  /** Messages of the conversation so far: orders a tap against a later choice told to the assistant. */
  position: number;
  /** The conversation is on (a call in progress, the text conversation open). */
  live: boolean;
  /** The card's memory in this conversation: the booked slot and what the visitor typed. */
  memory: SlotBookingMemory;
  /**
   * A choice told to the assistant (`offers.toldChoice`) moves the focus to the confirmation, as a
   * tap does: in a text conversation the visitor wrote it at the keyboard. In a voice call the
   * focus stays where it is.
   */
  toldChoiceTakesFocus: boolean;
  /** A voice call (slots said and tapped) or a written conversation (written and clicked). */
  channel: 'call' | 'chat';
  /**
   * "Iný deň": tells the assistant, as the visitor's own line, that another day would suit (it
   * offers the next working days' slots); absent when the conversation cannot take a line.
   */
  askOtherDay?: (() => void) | undefined;
}
