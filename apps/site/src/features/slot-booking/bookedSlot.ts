import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useSyncExternalStore } from 'react';
import type { DemoCallOutcome } from '../demo-request/index.ts';
import type { VoiceSession } from '../voice-session/index.ts';

/** A slot booked on the card during a voice call or a text conversation. */
export interface BookedSlot {
  /** The booking id it was offered and booked under (the call's id, a chat's bookingId). */
  bookingId: string;
  slot: DemoSlotOffer;
  /** What handle-demo-request said about the call of the booking (`scheduled`: it will ring). */
  outcome: DemoCallOutcome;
  /** The number the visitor gave for the call (as typed; empty when unknown). */
  phone: string;
}

/** What the visitor typed on the card: a later card of the same page starts with it. */
interface KnownContact {
  name: string;
  email: string;
  phone: string;
}

/**
 * The booking card's memory, one per voice session or text conversation: the booked slot (the
 * call's end view) and the contact.
 */
export interface SlotBookingMemory {
  getBooked(): BookedSlot | null;
  setBooked(booked: BookedSlot): void;
  subscribe(listener: () => void): () => void;
  contact: KnownContact | null;
}

const memories = new WeakMap<object, SlotBookingMemory>();

/** The memory of `owner`'s booking card (a voice session, a text conversation): created on first use, it lives as long as its owner. */
export function slotBookingMemory(owner: object): SlotBookingMemory {
  let memory = memories.get(owner);
  if (!memory) {
    let booked: BookedSlot | null = null;
    const listeners = new Set<() => void>();
    memory = {
      getBooked: () => booked,
      setBooked(next) {
        booked = next;
        for (const listener of [...listeners]) listener();
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      contact: null,
    };
    memories.set(owner, memory);
  }
  return memory;
}

const selectCallId = (call: { callId: string | null }) => call.callId;

/** The slot booked under `bookingId` in `memory`, null when none was. */
export function useBookedIn(
  memory: SlotBookingMemory,
  bookingId: string | null,
): BookedSlot | null {
  const booked = useSyncExternalStore(memory.subscribe, memory.getBooked, memory.getBooked);
  return booked && booked.bookingId === bookingId ? booked : null;
}

/** The slot booked in the session's current (or last) call, null when none was. */
export function useBookedSlot(session: VoiceSession): BookedSlot | null {
  const callId = useVoiceSnapshot(session.call, selectCallId);
  return useBookedIn(slotBookingMemory(session), callId);
}
