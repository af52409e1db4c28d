// What the `handle-demo-request` function answers when it took the request (200 or 202): what
// became of the call. Its errors are `{ error: { code, message, ... } }` (bookingRefusal).
import * as z from 'zod/mini';
import { demoSlotOfferSchema } from '../demo-slots/demoSlotOffer.ts';

/** The answer's `status`: `recorded` comes with `dialling: "off"`, a repeated request id with `duplicate`. */
const DEMO_ANSWER_STATUSES = [
  'pending',
  'retrying',
  'calling',
  'scheduled',
  'recorded',
  'deferred',
  'failed',
] as const;
export type DemoAnswerStatus = (typeof DEMO_ANSWER_STATUSES)[number];

const optionalNullableString = z.optional(z.nullable(z.string()));

export const demoRequestAnswerSchema = z.object({
  status: z.enum(DEMO_ANSWER_STATUSES),
  requestId: z.string(),
  callType: z.enum(['immediate', 'scheduled']),
  scheduledAt: optionalNullableString,
  /** The window of a scheduled call. */
  earliestAt: z.optional(z.string()),
  latestAt: z.optional(z.string()),
  callId: optionalNullableString,
  message: z.optional(z.string()),
  dialling: z.optional(z.literal('off')),
  duplicate: z.optional(z.literal(true)),
  /** The slot a conversation's booking took. */
  slot: z.optional(demoSlotOfferSchema),
});

export type DemoRequestAnswer = z.infer<typeof demoRequestAnswerSchema>;
