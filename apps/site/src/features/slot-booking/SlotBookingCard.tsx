import { useVoiceSnapshot } from '@hlasovy-asistent/voice-client/react';
import { useMemo } from 'react';
import { slotCopy as copy } from '../../copy/slotBooking.ts';
import type { DemoRequestDeps } from '../demo-request/index.ts';
import type { VoiceSession, VoiceSessionState } from '../voice-session/index.ts';
import { isInCall, useVoicePhase, useVoiceSession } from '../voice-session/index.ts';
import { slotBookingMemory } from './bookedSlot.ts';
import { SlotBookingPanel } from './SlotBookingPanel.tsx';
import { slotOffers } from './slotOffers.ts';

interface SlotBookingCardProps {
  session: VoiceSession;
  /** Test seam: the demo form's backend, limiter, logs, clock and ids (or SlotBookingDepsProvider). */
  deps?: DemoRequestDeps;
}

const selectMessages = (state: VoiceSessionState) => state.messages;
const selectCallId = (call: { callId: string | null }) => call.callId;

/**
 * Under the orb: the booking card of a voice call. The offers are the call's `tool-calls-result`
 * messages, a slot is booked under the call's id, the card shows while the call is on.
 */
function SlotBookingCard({ session, deps }: SlotBookingCardProps) {
  const messages = useVoiceSession(session, selectMessages);
  const offers = useMemo(() => slotOffers(messages), [messages]);
  const live = isInCall(useVoicePhase(session));
  const bookingId = useVoiceSnapshot(session.call, selectCallId);
  const source = {
    bookingId,
    consentSource: 'voice-booking' as const,
    offers,
    position: messages.length,
    live,
    memory: slotBookingMemory(session),
    toldChoiceTakesFocus: false,
    channel: 'call' as const,
    // the visitor's own line in the call, answered aloud with the next days' slots
    askOtherDay: () => void session.sendText(copy.otherDayRequest),
  };
  return <SlotBookingPanel source={source} deps={deps} />;
}

export default SlotBookingCard;
