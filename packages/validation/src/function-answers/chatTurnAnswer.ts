// What the `chat` function answers for one turn of a text conversation: the assistant's text,
// and when the assistant offered demo slots in this turn (its `demo_slots` tool ran on the chat),
// the slots and the id to book them under (the Vapi chat the tool call belonged to); when the
// visitor named one of them in a message (its `select_demo_slot` tool ran), the chosen slot.
import * as z from 'zod/mini';
import { VOICE_CALL_ID_PATTERN } from '../demo-request/demoNotificationSchema.ts';
import { demoSlotOfferSchema } from '../demo-slots/demoSlotOffer.ts';

/** Slots offered in a chat turn: booked like a voice call's, with `bookingId` as `voiceCallId`. */
const chatSlotOfferSchema = z.object({
  bookingId: z.string().check(z.regex(VOICE_CALL_ID_PATTERN, 'has no bookingId')),
  slots: z.array(demoSlotOfferSchema).check(z.minLength(1, 'offers no slot'), z.maxLength(20)),
});

export const chatTurnAnswerSchema = z.object({
  conversationId: z.string().check(z.minLength(1, 'has no conversationId')),
  reply: z.string().check(z.minLength(1, 'has no reply')),
  /** Turns the visitor may still take in this conversation. */
  turnsLeft: z.number().check(z.int(), z.nonnegative()),
  /** Absent when the assistant offered no slots in this turn. */
  slotOffer: z.optional(chatSlotOfferSchema),
  /**
   * The slot the visitor chose in this turn by writing it (the assistant's `select_demo_slot`
   * accepted it: offered in the conversation, still free): the card opens its confirmation.
   * Absent when no choice was made in this turn.
   */
  selectedSlot: z.optional(demoSlotOfferSchema),
});

export type ChatSlotOffer = z.infer<typeof chatSlotOfferSchema>;
export type ChatTurnAnswer = z.infer<typeof chatTurnAnswerSchema>;
