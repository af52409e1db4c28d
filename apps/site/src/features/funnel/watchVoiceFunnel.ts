// A voice call's steps, read from the session the page already keeps (no change to the call's
// code): the call connected (its start, under a new random id), the assistant answered the
// visitor's first turn, slots were offered (`demo_slots`), and refusals (every line busy, a
// limit, the microphone). Attached after the page idles; everything it reads stays in the
// session for the whole call, so a call that began earlier is still counted, once.

import { type RefusalReason, readDemoToolResult } from '@hlasovy-asistent/validation';
import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';
import type { VoiceNotice, VoiceSession } from '../voice-session/index.ts';
import type { Funnel } from './createFunnel.ts';

type Message = KnownServerMessage & { role?: unknown; status?: unknown };

const isVisitor = (m: Message) =>
  (m.type === 'speech-update' || m.type === 'transcript') && m.role === 'user';
const isAssistant = (m: Message) =>
  (m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started') ||
  (m.type === 'transcript' && m.role === 'assistant');

/** The assistant spoke after the visitor's first turn (its greeting before that is not an answer). */
export function answeredVisitor(messages: readonly KnownServerMessage[]): boolean {
  const list = messages as readonly Message[];
  const first = list.findIndex(isVisitor);
  return first >= 0 && list.slice(first + 1).some(isAssistant);
}

/** The assistant's `demo_slots` tool offered at least one slot in the call. */
function offeredSlots(messages: readonly KnownServerMessage[]): boolean {
  return messages.some((m) => {
    if (m.type !== 'tool-calls-result') return false;
    const outcome = readDemoToolResult(m.toolCallResult);
    return outcome?.tool === 'demo_slots' && outcome.slots.length > 0;
  });
}

/** A notice that means the call was refused, and why (null: not a refusal). */
function refusalOf(notice: VoiceNotice | null, error: unknown): RefusalReason | null {
  if (notice === 'voice-busy') {
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    return code === 'voice-call-rate-limited' ? 'limits' : 'busy';
  }
  if (
    notice === 'microphone-denied' ||
    notice === 'microphone-missing' ||
    notice === 'microphone-busy'
  ) {
    return 'microphone';
  }
  return null;
}

export function watchVoiceFunnel(session: VoiceSession, funnel: Funnel): () => void {
  let call: { id: string; conversation: string; answered: boolean; offered: boolean } | null = null;
  let notice: VoiceNotice | null = null;
  const check = () => {
    const snapshot = session.call.getSnapshot();
    const state = session.getSnapshot();
    if (snapshot.status === 'active' && snapshot.callId && call?.id !== snapshot.callId) {
      const conversation = funnel.startConversation('voice');
      funnel.linkBooking(snapshot.callId, conversation);
      call = { id: snapshot.callId, conversation, answered: false, offered: false };
    }
    if (call && call.id === snapshot.callId) {
      if (!call.answered && answeredVisitor(state.messages)) {
        call.answered = true;
        funnel.step(call.conversation, 'first_answer');
      }
      if (!call.offered && offeredSlots(state.messages)) {
        call.offered = true;
        funnel.step(call.conversation, 'slot_offered');
      }
    }
    if (state.notice !== notice) {
      notice = state.notice;
      const reason = refusalOf(notice, snapshot.error);
      if (reason) funnel.refused('voice', reason);
    }
  };
  const stopState = session.subscribe(check);
  const stopCall = session.call.subscribe(check);
  check();
  return () => {
    stopState();
    stopCall();
  };
}
