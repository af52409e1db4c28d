import {
  type ConsentOrigin,
  DEMO_SLOT_ERRORS,
  type DemoBooking,
  demoSlotOffer,
  isWithinBookingHours,
  slotListPhrase,
  spokenSlotPhrase,
} from '@hlasovy-asistent/validation';
import type { BookingStore } from '../_shared/booking-store.ts';
import type { FunctionConfig } from '../_shared/env.ts';
import { HttpError, type HttpErrorOptions } from '../_shared/errors.ts';
import { freeSlots, publicOffer, slotDays, slotRulesOf } from '../_shared/free-slots.ts';
import type { Logger } from '../_shared/logger.ts';
import type { DemoRequestRepository } from '../_shared/repository.ts';

export interface VoiceBookingDeps {
  config: FunctionConfig;
  repository: DemoRequestRepository;
  /** The booking tables; required only when a request books an offered slot. */
  bookings?: BookingStore;
  /**
   * VOICE_BROWSER_CREATED_CALLS=true: browser-created calls are not this backend's, so their ids
   * hold no network to compare; a booking under an id of no known conversation is then let
   * through (offered-ness and capacity still checked). Otherwise such an id is refused.
   */
  browserCreatedCalls?: boolean;
}

function storeOf(deps: VoiceBookingDeps): BookingStore {
  if (!deps.bookings) {
    throw new HttpError('config_missing', 'Bookings are not accepted on this server');
  }
  return deps.bookings;
}

async function free(store: BookingStore, config: FunctionConfig, now: Date, query: object) {
  const rules = slotRulesOf(config.dialling);
  const days = slotDays(rules, now);
  return freeSlots(await store.slotLoad(days.from, days.until), rules, now, query);
}

/**
 * The message and details of a 409 (slot_taken, slot_outside_hours: `because`) naming the next
 * free slots (now offered in the conversation, so each can be booked).
 */
async function withNextSlots(
  deps: VoiceBookingDeps,
  booking: DemoBooking,
  now: Date,
  because: string,
): Promise<[string, HttpErrorOptions]> {
  const store = storeOf(deps);
  const { date, time, slotId, bookingId } = booking;
  const next = await free(store, deps.config, now, { date, time, excluding: [slotId], count: 3 });
  if (next.length > 0) await store.recordOffers(bookingId, next, null);
  const message = next.length
    ? `${because} Voľné sú ${slotListPhrase(next, { after: 'v', now })}.`
    : `${because} ${DEMO_SLOT_ERRORS.no_free_slots}`;
  return [message, { details: { nextSlots: next.map(publicOffer) } }];
}

/**
 * A booking id is used only from the network that holds its conversation (the browser call's
 * line or the chat turns, private.voice_calls / chat_turns: the same network key the call's
 * token and the conversation are bound to), and only with the consent of that conversation's
 * card (`voice-booking` for a call, `chat-booking` for a written conversation). Another
 * network: 403 booking_other_network; an id of no conversation this backend holds: 409
 * slot_not_offered (unless browser-created calls are on); the other card's consent: 422.
 */
async function requireBookingHolder(
  deps: VoiceBookingDeps,
  store: BookingStore,
  bookingId: string,
  network: string,
  consent: ConsentOrigin,
): Promise<void> {
  const held = await store.bookingHolder(bookingId, network);
  if (held.channel === null) {
    if (deps.browserCreatedCalls) return;
    throw new HttpError('slot_not_offered', DEMO_SLOT_ERRORS.slot_not_offered);
  }
  if (!held.holderMatches) {
    throw new HttpError(
      'booking_other_network',
      'This booking belongs to a conversation held by another network',
    );
  }
  if (consent.kind === 'booking' && consent.channel !== null && consent.channel !== held.channel) {
    throw new HttpError(
      'consent_source_mismatch',
      `The consent record names the ${consent.channel} card, the booking is of a ${held.channel}`,
    );
  }
}

/**
 * Before any limit is counted: a booking (demoBookingOf: a request with `bookingId`) only under an id its
 * network holds, with the consent of that conversation's card (requireBookingHolder), a slot
 * offered in that conversation (409 slot_not_offered), inside the booking hours even when it was
 * offered (409 slot_outside_hours + the next free ones: hours changed since, or an id offered by
 * mistake) and still under its capacity (409 slot_taken + the next free ones).
 */
export async function checkVoiceBooking(
  deps: VoiceBookingDeps,
  booking: DemoBooking | null,
  now: Date,
  caller: { network: string; consent: ConsentOrigin },
): Promise<void> {
  if (!booking) return;
  const { bookingId, slotId, date, time } = booking;
  const store = storeOf(deps);
  await requireBookingHolder(deps, store, bookingId, caller.network, caller.consent);
  if (!(await store.isOffered(bookingId, slotId))) {
    throw new HttpError('slot_not_offered', DEMO_SLOT_ERRORS.slot_not_offered);
  }
  if (!isWithinBookingHours(deps.config.dialling.bookingHours, date, time)) {
    const because = DEMO_SLOT_ERRORS.slot_outside_hours;
    throw new HttpError(
      'slot_outside_hours',
      ...(await withNextSlots(deps, booking, now, because)),
    );
  }
  const [first] = await free(store, deps.config, now, { date, time, spacingMinutes: 0, count: 1 });
  if (first?.id !== slotId) {
    const because = DEMO_SLOT_ERRORS.slot_taken;
    throw new HttpError('slot_taken', ...(await withNextSlots(deps, booking, now, because)));
  }
}

/**
 * After the claim: takes the slot's place under the capacity (reserve_call_capacity, serialised
 * in the database, so concurrent bookings never exceed it) and links the lead to its call. A
 * slot filled meanwhile: the claim is marked failed and the answer is 409 slot_taken.
 */
export async function holdVoiceSlot(
  deps: VoiceBookingDeps,
  requestId: string,
  booking: DemoBooking,
  now: Date,
): Promise<void> {
  const { perSlot, perDay } = deps.config.dialling.budget;
  const place = await deps.repository.reserveCallCapacity(requestId, booking.date, {
    perSlot,
    perDay,
  });
  if (place !== 'ok') {
    await deps.repository.recordOutcome(requestId, {
      status: 'failed',
      vapiCallId: null,
      error: `slot_taken (${place} full)`,
      notified: null,
    });
    const because = DEMO_SLOT_ERRORS.slot_taken;
    throw new HttpError('slot_taken', ...(await withNextSlots(deps, booking, now, because)));
  }
  await storeOf(deps).recordBooking(requestId, booking.bookingId, booking.slotId);
}

/**
 * The assistant says the outcome in the live call (Vapi's `monitor.controlUrl`, a `say`
 * message): the booked day and time when the call is scheduled, else that a colleague will
 * call back. Without a control URL nothing is sent. Never throws (logged).
 */
export async function confirmAloud(
  deps: { bookings?: BookingStore; fetch: typeof fetch; logger: Logger; now: () => Date },
  booking: DemoBooking,
  status: unknown,
): Promise<void> {
  try {
    const url = await deps.bookings?.controlUrl(booking.bookingId);
    if (!url) return;
    const now = deps.now();
    const said = (after: 'na' | 'v') =>
      spokenSlotPhrase(booking.date, booking.time, { after, now });
    const content =
      status === 'scheduled'
        ? `Ďakujem, ukážku máte rezervovanú ${said('na')}. V tom čase vám zavoláme na zadané číslo.`
        : `Ďakujem, vaše údaje máme. Termín ${said('v')} vám ešte potvrdí kolega.`;
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'say', content }),
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (!response.ok) deps.logger.warn(`call control answered ${response.status}`);
  } catch (error) {
    deps.logger.warn('call control failed', error);
  }
}

/** The booked slot as the answer names it. */
export const bookedSlot = (booking: DemoBooking) => demoSlotOffer(booking.date, booking.time);
