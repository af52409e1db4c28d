import {
  DEMO_MESSAGES,
  DEMO_SLOT_ERRORS,
  type DemoFormError,
  type DemoSlotOffer,
  demoSlotOfferSchema,
} from '@hlasovy-asistent/validation';
import { BOOKING_REFUSALS } from '../../copy/bookingRefusals.ts';
import { siteDialMessages } from './dialPolicy.ts';

/** Why handle-demo-request did not book the slot of a voice call, in the card's terms. */
type BookingRefusalKind =
  | 'slot-taken'
  | 'slot-gone'
  | 'not-callable'
  | 'other-network'
  | 'limited'
  | 'failed';

export interface BookingRefusal {
  kind: BookingRefusalKind;
  /** The Slovak text the card shows (a phone refusal is shown at the phone field instead). */
  message: string;
  /** The next free slots the server named (slot taken; already offered in the call), else empty. */
  slots: readonly DemoSlotOffer[];
  /** A refusal that belongs to a field (the number cannot be called). */
  fieldError?: DemoFormError;
}

const SLOT_GONE = new Set(['slot_in_past', 'slot_not_bookable', 'slot_too_far']);
const NOT_CALLABLE = new Set([
  'phone_invalid',
  'phone_country_not_allowed',
  'phone_type_not_allowed',
]);

/**
 * The refusal in handle-demo-request's error body of a booking (a code of
 * `DEMO_SLOT_ERRORS`: `{ error: { code, message, nextSlots? } }`, or the function's other typed errors); an answer
 * without a known code (a network failure, a 5xx) is `failed`, which keeps the lead's request id
 * for a retry.
 */
export function bookingRefusal(body: unknown): BookingRefusal {
  const error =
    typeof body === 'object' && body !== null
      ? (body as { error?: { code?: unknown; nextSlots?: unknown } }).error
      : undefined;
  const code = typeof error?.code === 'string' ? error.code : '';
  // full, or outside the booking hours (hours changed since the offer): the next free ones
  if (code === 'slot_taken' || code === 'slot_outside_hours') {
    const slots = Array.isArray(error?.nextSlots)
      ? error.nextSlots.flatMap((slot) => {
          const parsed = demoSlotOfferSchema.safeParse(slot);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
    const message =
      slots.length > 0
        ? `${DEMO_SLOT_ERRORS[code]} ${BOOKING_REFUSALS.slotTakenPickAnother}`
        : `${DEMO_SLOT_ERRORS[code]} ${DEMO_SLOT_ERRORS.no_free_slots}`;
    return { kind: 'slot-taken', message, slots };
  }
  if (code === 'slot_not_offered') {
    return { kind: 'slot-gone', message: DEMO_SLOT_ERRORS.slot_not_offered, slots: [] };
  }
  if (SLOT_GONE.has(code))
    return { kind: 'slot-gone', message: BOOKING_REFUSALS.slotGone, slots: [] };
  if (NOT_CALLABLE.has(code)) {
    const message = siteDialMessages.countryNotAllowed;
    return { kind: 'not-callable', message, slots: [], fieldError: { field: 'phone', message } };
  }
  if (code === 'booking_other_network') {
    return { kind: 'other-network', message: BOOKING_REFUSALS.otherNetwork, slots: [] };
  }
  if (code === 'rate_limited')
    return { kind: 'limited', message: BOOKING_REFUSALS.limited, slots: [] };
  return { kind: 'failed', message: DEMO_MESSAGES.submitFailed, slots: [] };
}
