import {
  DEMO_MESSAGES,
  DEMO_SLOT_ERRORS,
  type DemoFormError,
  type DemoSlotOffer,
  demoSlotOfferSchema,
  type handleDemoRequestContract,
  type ShownRefusal,
} from '@hlasovy-asistent/validation';
import { BOOKING_REFUSALS } from '../../copy/bookingRefusals.ts';
import { type FunctionError, refusalOf } from '../../lib/functionError.ts';
import { siteDialMessages } from './dialPolicy.ts';

/** Why handle-demo-request did not book the slot of a conversation, in the card's terms. */
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

/** The next free slots a refusal names (`nextSlots`), those that read as slots. */
function nextSlotsOf(body: unknown): DemoSlotOffer[] {
  const next = (body as { error?: { nextSlots?: unknown } } | null)?.error?.nextSlots;
  if (!Array.isArray(next)) return [];
  return next.flatMap((slot) => {
    const parsed = demoSlotOfferSchema.safeParse(slot);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Full, or outside the booking hours (they changed since the offer): the next free ones. */
function takenWithNext(because: string, body: unknown): BookingRefusal {
  const slots = nextSlotsOf(body);
  const then =
    slots.length > 0 ? BOOKING_REFUSALS.slotTakenPickAnother : DEMO_SLOT_ERRORS.no_free_slots;
  return { kind: 'slot-taken', message: `${because} ${then}`, slots };
}

const REFUSALS: Record<
  ShownRefusal<typeof handleDemoRequestContract>,
  (body: unknown) => BookingRefusal
> = {
  'slot-taken': (body) => takenWithNext(DEMO_SLOT_ERRORS.slot_taken, body),
  'slot-outside-hours': (body) => takenWithNext(DEMO_SLOT_ERRORS.slot_outside_hours, body),
  'slot-not-offered': () => ({
    kind: 'slot-gone',
    message: DEMO_SLOT_ERRORS.slot_not_offered,
    slots: [],
  }),
  'slot-gone': () => ({ kind: 'slot-gone', message: BOOKING_REFUSALS.slotGone, slots: [] }),
  'not-callable': () => {
    const message = siteDialMessages.countryNotAllowed;
    return { kind: 'not-callable', message, slots: [], fieldError: { field: 'phone', message } };
  },
  'other-network': () => ({
    kind: 'other-network',
    message: BOOKING_REFUSALS.otherNetwork,
    slots: [],
  }),
  limited: () => ({ kind: 'limited', message: BOOKING_REFUSALS.limited, slots: [] }),
};

/**
 * The refusal of a booking as handle-demo-request's contract shows it (with the next free slots
 * the server named); anything else (a network failure, a 5xx, a refusal the site does not word)
 * is `failed`, which keeps the lead's request id for a retry.
 */
export function bookingRefusal(error: unknown): BookingRefusal {
  const shown = refusalOf(error, 'handle-demo-request');
  if (shown === null) return { kind: 'failed', message: DEMO_MESSAGES.submitFailed, slots: [] };
  return REFUSALS[shown]((error as FunctionError).body);
}
