// The `handle-demo-request` function: the demo notification (demoNotificationSchema) in, and
// when it took the request (200 or 202) what became of the call out. A booking of an offered
// slot is refused with a code the booking card words (bookingRefusal.ts in the site).
import * as z from 'zod/mini';
import { demoSlotOfferSchema } from '../demo-slots/demoSlotOffer.ts';
import { demoNotificationSchema } from './demoNotification.ts';
import { functionContract } from './functionContract.ts';

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

/**
 * `slot_taken` and `slot_outside_hours` name the next free slots (`nextSlots`). A phone the
 * dialling policy refuses is shown at the phone field.
 */
export const handleDemoRequestContract = functionContract({
  name: 'handle-demo-request',
  request: demoNotificationSchema,
  answer: demoRequestAnswerSchema,
  errors: {
    slot_taken: 'slot-taken',
    slot_outside_hours: 'slot-outside-hours',
    slot_not_offered: 'slot-not-offered',
    slot_in_past: 'slot-gone',
    slot_not_bookable: 'slot-gone',
    slot_too_far: 'slot-gone',
    phone_invalid: 'not-callable',
    phone_country_not_allowed: 'not-callable',
    phone_type_not_allowed: 'not-callable',
    booking_other_network: 'other-network',
    rate_limited: 'limited',
    verification_failed: false,
    request_not_found: false,
    request_mismatch: false,
    consent_missing: false,
    consent_source_mismatch: false,
    vapi_error: false,
  },
});
