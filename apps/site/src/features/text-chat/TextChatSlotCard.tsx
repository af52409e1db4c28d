import type { ChatSlotOffer } from '@hlasovy-asistent/validation';
import { useMemo } from 'react';
import type { SlotBookingSource, SlotChoice } from '../slot-booking/index.ts';
import { SlotBookingPanel, slotBookingMemory } from '../slot-booking/index.ts';

/**
 * The booking card of a text conversation: the voice call's card (SlotBookingPanel) fed by the
 * chat answers' `slotOffer`, booked under its `bookingId` through the same demo-form path. A
 * slot the visitor wrote to the assistant (an answer's `selectedSlot`, one of this offer's
 * slots) opens its confirmation, focused, as a tap would. Its own chunk, loaded when the
 * assistant first offers slots in the conversation.
 */
function TextChatSlotCard({
  offer,
  toldChoice,
  conversation,
  position,
  askOtherDay,
}: {
  offer: ChatSlotOffer;
  /** The latest slot chosen in writing (useTextChat's `toldChoice`); a slot not in `offer` is ignored. */
  toldChoice: SlotChoice | null;
  /** The conversation's key (useTextChat's `conversation`): the card's memory lives with it. */
  conversation: object;
  /** Messages of the conversation so far. */
  position: number;
  /** "Iný deň": the visitor's line asking for the next days' slots (absent once the chat ended). */
  askOtherDay?: (() => void) | undefined;
}) {
  const source = useMemo<SlotBookingSource>(
    () => ({
      bookingId: offer.bookingId,
      consentSource: 'chat-booking',
      offers: {
        slots: offer.slots,
        toldChoice:
          toldChoice && offer.slots.some((slot) => slot.id === toldChoice.slot.id)
            ? toldChoice
            : null,
      },
      position,
      live: true,
      memory: slotBookingMemory(conversation),
      toldChoiceTakesFocus: true,
      channel: 'chat',
      askOtherDay,
    }),
    [offer, toldChoice, conversation, position, askOtherDay],
  );
  return <SlotBookingPanel source={source} />;
}

export default TextChatSlotCard;
