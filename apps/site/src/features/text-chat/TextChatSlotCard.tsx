import type { ChatSlotOffer } from '@hlasovy-asistent/validation';
import { useMemo } from 'react';
import { slotBookingMemory } from '../slot-booking/bookedSlot.ts';
import { SlotBookingPanel } from '../slot-booking/SlotBookingPanel.tsx';
import type { SlotBookingSource } from '../slot-booking/SlotBookingSource.ts';

/**
 * The booking card of a text conversation: the voice call's card (SlotBookingPanel) fed by the
 * chat answers' `slotOffer`, booked under its `bookingId` through the same demo-form path. Its
 * own chunk, loaded when the assistant first offers slots in the conversation.
 */
function TextChatSlotCard({
  offer,
  conversation,
  position,
}: {
  offer: ChatSlotOffer;
  /** The conversation's key (useTextChat's `conversation`): the card's memory lives with it. */
  conversation: object;
  /** Messages of the conversation so far. */
  position: number;
}) {
  const source = useMemo<SlotBookingSource>(
    () => ({
      bookingId: offer.bookingId,
      offers: { slots: offer.slots, voicePick: null },
      position,
      live: true,
      memory: slotBookingMemory(conversation),
    }),
    [offer, conversation, position],
  );
  return <SlotBookingPanel source={source} />;
}

export default TextChatSlotCard;
