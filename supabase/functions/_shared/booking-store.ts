import type { SlotLoad } from './free-slots.ts';

/**
 * The conversation a booking id names: a browser call's or a chat turn's (null: neither, e.g. a
 * call created by the browser), and whether the caller's network holds it.
 */
interface BookingHolder {
  channel: 'voice' | 'chat' | null;
  holderMatches: boolean;
}

/**
 * Storage of the bookings of offered slots (private tables of migration 20261127102701), by the
 * booking id: the id the slots were offered under (a voice call's, or a chat turn's).
 */
export interface BookingStore {
  /** Which conversation `bookingId` belongs to, and whether `holder` (a network) holds it. */
  bookingHolder(bookingId: string, holder: string): Promise<BookingHolder>;
  /** Live calls per slot and day for the days from..until (Bratislava dates). */
  slotLoad(from: string, until: string): Promise<SlotLoad[]>;
  /** Remembers the slots offered under `bookingId`, and its call's control URL when known. */
  recordOffers(
    bookingId: string,
    slots: readonly { id: string; startsAt: string }[],
    controlUrl: string | null,
  ): Promise<void>;
  /** True when `slotId` was offered under `bookingId`. */
  isOffered(bookingId: string, slotId: string): Promise<boolean>;
  /** The live control URL of the call `bookingId` names, or null (a chat has none). */
  controlUrl(bookingId: string): Promise<string | null>;
  /** The stored answer of a tool call, or null. */
  findToolCall(toolCallId: string): Promise<unknown | null>;
  /** Stores the answer unless one is stored; returns the stored (first) one. */
  rememberToolCall(
    toolCallId: string,
    bookingId: string,
    name: string,
    answer: unknown,
  ): Promise<unknown>;
  /** Links a lead to the conversation that booked its slot. */
  recordBooking(requestId: string, bookingId: string, slotId: string): Promise<void>;
}

/** In-memory store with the SQL functions' semantics, for `deno test`. */
export function createMemoryBookingStore(load: SlotLoad[] = []) {
  /** The conversation of each booking id and the network (rate-limit key) that holds it. */
  const holders = new Map<string, { channel: 'voice' | 'chat'; holder: string }>();
  const offers = new Map<string, Set<string>>();
  const controls = new Map<string, string>();
  const toolCalls = new Map<string, unknown>();
  const bookings = new Map<string, { bookingId: string; slotId: string }>();
  const store: BookingStore = {
    bookingHolder(bookingId, holder) {
      const held = holders.get(bookingId);
      return Promise.resolve({
        channel: held?.channel ?? null,
        holderMatches: held?.holder === holder,
      });
    },
    slotLoad: (from, until) =>
      Promise.resolve(load.filter((row) => row.callDay >= from && row.callDay <= until)),
    recordOffers(bookingId, slots, controlUrl) {
      const known = offers.get(bookingId) ?? new Set<string>();
      for (const slot of slots) known.add(slot.id);
      offers.set(bookingId, known);
      if (controlUrl) controls.set(bookingId, controlUrl);
      return Promise.resolve();
    },
    isOffered: (bookingId, slotId) => Promise.resolve(offers.get(bookingId)?.has(slotId) ?? false),
    controlUrl: (bookingId) => Promise.resolve(controls.get(bookingId) ?? null),
    findToolCall: (id) => Promise.resolve(toolCalls.get(id) ?? null),
    rememberToolCall(id, _bookingId, _name, answer) {
      if (!toolCalls.has(id)) toolCalls.set(id, answer);
      return Promise.resolve(toolCalls.get(id));
    },
    recordBooking(requestId, bookingId, slotId) {
      if (!bookings.has(requestId)) bookings.set(requestId, { bookingId, slotId });
      return Promise.resolve();
    },
  };
  return { store, load, holders, offers, controls, toolCalls, bookings };
}
