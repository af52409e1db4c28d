// The `chat` function: one turn of a written conversation. The request starts a conversation
// (`{ token, text }`: the single-use voice-call token) or continues one (`{ conversationId, text }`);
// the assistant and everything sent to Vapi besides the text are the server's. The answer is the
// assistant's text, and when the assistant offered demo slots in this turn (its `demo_slots` tool
// ran on the chat) the slots and the id to book them under (the Vapi chat the tool call belonged
// to); when the visitor named one of them in a message (its `select_demo_slot` tool ran), the
// chosen slot.
import * as z from 'zod/mini';
import { VOICE_CALL_ID_PATTERN } from '../call-id/callId.ts';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { demoSlotOfferSchema } from '../demo-slots/demoSlotOffer.ts';
import { functionContract } from './functionContract.ts';
import { voiceTokenField } from './tokens.ts';
import { typedTurnText } from './voiceCallMessage.ts';

const chatTurnRequestSchema = z.strictObject(
  {
    /** The voice-call token: required to start a conversation, ignored when continuing one. */
    token: voiceTokenField,
    /** Absent or null starts a conversation. */
    conversationId: z.optional(
      z.nullable(z.uuid('conversationId is the id this function answered')),
    ),
    text: typedTurnText,
  },
  strictObjectError('A chat turn (the assistant is set on the server)'),
);

/** Slots offered in a chat turn: booked like a voice call's, under `bookingId`. */
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

/**
 * TYPED_TURN_MAX_CHARS of text at most 4 bytes each, a token and a conversation id fit in 8 KiB. A
 * refusal of any limit or of the day's budget is `limited` (a limit of the visitor's own names its
 * wait as `retryAfterSeconds`).
 */
export const chatContract = functionContract({
  name: 'chat',
  request: chatTurnRequestSchema,
  answer: chatTurnAnswerSchema,
  maxBodyBytes: 8 * 1024,
  errors: {
    rate_limited: 'limited',
    verification_failed: 'verification',
    conversation_not_found: 'expired',
    conversation_ended: 'ended',
    vapi_error: false,
  },
});
