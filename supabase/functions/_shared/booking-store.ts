import type { SlotLoad } from './free-slots.ts';

/**
 * The conversation a booking id names: a browser call's or a chat turn's (null: neither, e.g. a
 * call created by the browser), and whether the caller's network holds it.
 */
interface BookingHolder {
  channel: 'voice' | 'chat' | null;
  holderMatches: boolean;
}

/** Storage of the booking in a voice call (private tables of migration 20261127102701). */
export interface BookingStore {
  /** Which conversation `bookingId` belongs to, and whether `holder` (a network) holds it. */
  bookingHolder(bookingId: string, holder: string): Promise<BookingHolder>;
  /** Live calls per slot and day for the days from..until (Bratislava dates). */
  slotLoad(from: string, until: string): Promise<SlotLoad[]>;
  /** Remembers the slots offered in a call, and the call's control URL when known. */
  recordOffers(
    callId: string,
    slots: readonly { id: string; startsAt: string }[],
    controlUrl: string | null,
  ): Promise<void>;
  /** True when `slotId` was offered in the call. */
  isOffered(callId: string, slotId: string): Promise<boolean>;
  /** The live control URL of the call, or null. */
  controlUrl(callId: string): Promise<string | null>;
  /** The stored answer of a tool call, or null. */
  findToolCall(toolCallId: string): Promise<unknown | null>;
  /** Stores the answer unless one is stored; returns the stored (first) one. */
  rememberToolCall(
    toolCallId: string,
    callId: string,
    name: string,
    answer: unknown,
  ): Promise<unknown>;
  /** Links a lead to the voice call that booked its slot. */
  recordBooking(requestId: string, callId: string, slotId: string): Promise<void>;
}

/** In-memory store with the SQL functions' semantics, for `deno test`. */
export function createMemoryBookingStore(load: SlotLoad[] = []) {
  /** The conversation of each booking id and the network (rate-limit key) that holds it. */
  const holders = new Map<string, { channel: 'voice' | 'chat'; holder: string }>();
  const offers = new Map<string, Set<string>>();
  const controls = new Map<string, string>();
  const toolCalls = new Map<string, unknown>();
  const bookings = new Map<string, { callId: string; slotId: string }>();
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
    recordOffers(callId, slots, controlUrl) {
      const known = offers.get(callId) ?? new Set<string>();
      for (const slot of slots) known.add(slot.id);
      offers.set(callId, known);
      if (controlUrl) controls.set(callId, controlUrl);
      return Promise.resolve();
    },
    isOffered: (callId, slotId) => Promise.resolve(offers.get(callId)?.has(slotId) ?? false),
    controlUrl: (callId) => Promise.resolve(controls.get(callId) ?? null),
    findToolCall: (id) => Promise.resolve(toolCalls.get(id) ?? null),
    rememberToolCall(id, _callId, _name, answer) {
      if (!toolCalls.has(id)) toolCalls.set(id, answer);
      return Promise.resolve(toolCalls.get(id));
    },
    recordBooking(requestId, callId, slotId) {
      if (!bookings.has(requestId)) bookings.set(requestId, { callId, slotId });
      return Promise.resolve();
    },
  };
  return { store, load, holders, offers, controls, toolCalls, bookings };
}
