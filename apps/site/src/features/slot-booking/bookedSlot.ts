import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useSyncExternalStore } from 'react';
import type { DemoCallOutcome } from '../demo-request/successText.ts';
import type { VoiceSession } from '../voice-session/voiceSession.ts';

/** A slot booked on the card during a voice call. */
export interface BookedSlot {
  /** The call it was offered and booked in. */
  callId: string;
  slot: DemoSlotOffer;
  /** What handle-demo-request said about the call of the booking (`scheduled`: it will ring). */
  outcome: DemoCallOutcome;
}

/** What the visitor typed on the card: a later card of the same page starts with it. */
interface KnownContact {
  name: string;
  email: string;
  phone: string;
}

/** The booking card's memory, one per voice session: the booked slot (end view) and the contact. */
export interface SlotBookingMemory {
  getBooked(): BookedSlot | null;
  setBooked(booked: BookedSlot): void;
  subscribe(listener: () => void): () => void;
  contact: KnownContact | null;
}

const memories = new WeakMap<VoiceSession, SlotBookingMemory>();

/** The memory of `session`'s booking card (created on first use; it lives as long as the session). */
export function slotBookingMemory(session: VoiceSession): SlotBookingMemory {
  let memory = memories.get(session);
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
    memories.set(session, memory);
  }
  return memory;
}

const selectCallId = (call: { callId: string | null }) => call.callId;

/** The slot booked in the session's current (or last) call, null when none was. */
export function useBookedSlot(session: VoiceSession): BookedSlot | null {
  const memory = slotBookingMemory(session);
  const booked = useSyncExternalStore(memory.subscribe, memory.getBooked, memory.getBooked);
  const callId = useVoiceSnapshot(session.call, selectCallId);
  return booked && booked.callId === callId ? booked : null;
}
