import { type ChatTurnAnswer, demoSlotOffer, type FunnelEvent } from '@hlasovy-asistent/validation';
import { INITIAL_SNAPSHOT, type VoiceSnapshot } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { SiteError } from '../../lib/SiteError.ts';
import { ChatError } from '../text-chat/chatError.ts';
import type { VoiceSession } from '../voice-session/voiceSession.ts';
import { INITIAL_VOICE_STATE, type VoiceSessionState } from '../voice-session/voiceSessionState.ts';
import { createFunnel } from './createFunnel.ts';
import { answeredVisitor, watchVoiceFunnel } from './watchVoiceFunnel.ts';
import { withWrittenFunnel } from './writtenFunnel.ts';

/** A funnel whose idle callbacks run when the test says, recording every request. */
function recordingFunnel() {
  const sent: FunnelEvent[][] = [];
  const leaving: boolean[] = [];
  const idle: (() => void)[] = [];
  let n = 0;
  const funnel = createFunnel({
    send: (events, away) => {
      sent.push(events);
      leaving.push(away);
    },
    whenIdle: (task) => idle.push(task),
    uuid: () => {
      n += 1;
      return `00000000-0000-4000-8000-00000000000${n}`;
    },
  });
  const idleNow = () => {
    for (const task of idle.splice(0)) task();
  };
  return { funnel, sent, leaving, idleNow, events: () => sent.flat() };
}

/** The session's two stores, as the watcher reads them, driven by the test. */
function fakeSession() {
  let state: VoiceSessionState = INITIAL_VOICE_STATE;
  let call: VoiceSnapshot = INITIAL_SNAPSHOT;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const session = {
    getSnapshot: () => state,
    subscribe,
    call: { getSnapshot: () => call, subscribe, attach() {} },
  } as unknown as VoiceSession;
  return {
    session,
    set(patch: Partial<VoiceSessionState>) {
      state = { ...state, ...patch };
      notify();
    },
    setCall(patch: Partial<VoiceSnapshot>) {
      call = { ...call, ...patch };
      notify();
    },
  };
}

/** The four steps of the first conversation (its id the first uuid) ending in a booking. */
const bookedConversation = (channel: 'voice' | 'written') => {
  const conversation = '00000000-0000-4000-8000-000000000001';
  return [
    { step: 'conversation_started', conversation, channel },
    { step: 'first_answer', conversation },
    { step: 'slot_offered', conversation },
    { step: 'slot_booked', conversation },
  ];
};

const speech = (role: string, status = 'started') =>
  ({ type: 'speech-update', role, status }) as VoiceSessionState['messages'][number];
const offer = {
  type: 'tool-calls-result',
  toolCallResult: {
    name: 'demo_slots',
    metadata: { slots: [demoSlotOffer('2026-12-01', '10:00')] },
  },
} as unknown as VoiceSessionState['messages'][number];

describe('the page funnel', () => {
  test('events wait for an idle moment and go ten at a time; nothing is sent twice', () => {
    const { funnel, sent, idleNow } = recordingFunnel();
    funnel.landingSeen();
    funnel.landingSeen();
    for (let i = 0; i < 11; i += 1) funnel.refused('voice', 'busy');
    expect(sent).toEqual([]);
    idleNow();
    expect(sent.map((batch) => batch.length)).toEqual([10, 2]);
    expect(sent[0]?.[0]).toEqual({ step: 'landing_seen' });
    idleNow();
    expect(sent).toHaveLength(2);
  });

  test('a conversation step counts once, and a booking under the id its slots were offered in', () => {
    const { funnel, events, idleNow } = recordingFunnel();
    const conversation = funnel.startConversation('written');
    funnel.step(conversation, 'first_answer');
    funnel.step(conversation, 'first_answer');
    funnel.linkBooking('chat-9', conversation);
    funnel.demoSent({ callType: 'scheduled', bookingId: 'chat-9' });
    funnel.demoSent({ callType: 'scheduled', bookingId: 'chat-9' });
    funnel.demoSent({ callType: 'scheduled', bookingId: 'unknown-call' });
    funnel.demoSent({ callType: 'immediate' });
    idleNow();
    expect(events()).toEqual([
      { step: 'conversation_started', conversation, channel: 'written' },
      { step: 'first_answer', conversation },
      { step: 'slot_booked', conversation },
      { step: 'demo_form_sent', kind: 'immediate' },
    ]);
  });

  test('flush (the page being hidden) sends at once, to outlive the page; an idle send does not', () => {
    const { funnel, sent, leaving, idleNow } = recordingFunnel();
    funnel.landingSeen();
    funnel.flush();
    expect(sent).toEqual([[{ step: 'landing_seen' }]]);
    funnel.refused('voice', 'busy');
    idleNow();
    expect(leaving).toEqual([true, false]);
  });
});

describe('a voice call in the funnel', () => {
  test('connected, answered after the visitor spoke, slots offered: each once, under the call', () => {
    const { funnel, events, idleNow } = recordingFunnel();
    const fake = fakeSession();
    watchVoiceFunnel(fake.session, funnel);
    fake.setCall({ status: 'connecting', callId: null });
    fake.setCall({ status: 'active', callId: 'call-1' });
    // the greeting is no answer: the visitor has not spoken yet
    fake.set({ messages: [speech('assistant')] });
    fake.set({ messages: [speech('assistant'), speech('user'), speech('user', 'stopped')] });
    fake.set({ messages: [...fake.session.getSnapshot().messages, speech('assistant'), offer] });
    fake.set({ messages: [...fake.session.getSnapshot().messages, offer, speech('assistant')] });
    funnel.demoSent({ callType: 'scheduled', bookingId: 'call-1' });
    idleNow();
    expect(events()).toEqual(bookedConversation('voice'));
  });

  test('a call that began before the watcher is counted once; the next call is a new conversation', () => {
    const { funnel, events, idleNow } = recordingFunnel();
    const fake = fakeSession();
    fake.setCall({ status: 'active', callId: 'call-1' });
    watchVoiceFunnel(fake.session, funnel);
    fake.setCall({ isSpeaking: true });
    fake.setCall({ status: 'ended' });
    fake.setCall({ status: 'active', callId: 'call-2' });
    idleNow();
    expect(events().map((e) => e.step)).toEqual(['conversation_started', 'conversation_started']);
  });

  test.each([
    ['every line busy', 'voice-busy', new SiteError('voice-call-busy', 'x'), 'busy'],
    ['its limit', 'voice-busy', new SiteError('voice-call-rate-limited', 'x'), 'limits'],
    ['the microphone refused', 'microphone-denied', null, 'microphone'],
    ['no microphone', 'microphone-missing', null, 'microphone'],
  ] as const)('refused for %s: one refusal, with its reason', (_what, notice, cause, reason) => {
    const { funnel, events, idleNow } = recordingFunnel();
    const fake = fakeSession();
    watchVoiceFunnel(fake.session, funnel);
    fake.setCall({ status: 'error', error: { cause } as unknown as VoiceSnapshot['error'] });
    fake.set({ notice });
    fake.set({ preparing: false });
    idleNow();
    expect(events()).toEqual([{ step: 'call_refused', channel: 'voice', reason }]);
  });

  test('a lost connection is not a refusal', () => {
    const { funnel, events, idleNow } = recordingFunnel();
    const fake = fakeSession();
    watchVoiceFunnel(fake.session, funnel);
    fake.set({ notice: 'connection-lost' });
    idleNow();
    expect(events()).toEqual([]);
  });

  test('answeredVisitor: an assistant line after the first visitor line', () => {
    expect(answeredVisitor([speech('assistant')])).toBe(false);
    expect(answeredVisitor([speech('user'), speech('assistant')])).toBe(true);
  });
});

describe('a written conversation in the funnel', () => {
  const answer = (overrides: Partial<ChatTurnAnswer> = {}): ChatTurnAnswer => ({
    conversationId: 'server-1',
    reply: 'Dobrý deň.',
    turnsLeft: 10,
    ...overrides,
  });

  test('first message, first reply, offered slots and a booking: each once', async () => {
    const { funnel, events, idleNow } = recordingFunnel();
    const replies = [
      answer(),
      answer({ slotOffer: { bookingId: 'chat-2', slots: [] } }),
      answer({ slotOffer: { bookingId: 'chat-3', slots: [] } }),
    ];
    const send = withWrittenFunnel(async () => replies.shift() ?? answer(), funnel);
    await send('Dobrý deň', null);
    await send('Aké máte termíny?', 'server-1');
    await send('A iné?', 'server-1');
    funnel.demoSent({ callType: 'scheduled', bookingId: 'chat-3' });
    idleNow();
    expect(events()).toEqual(bookedConversation('written'));
    expect(JSON.stringify(events())).not.toContain('server-1');
  });

  test('a refused first message written again is still one start; the refusal is counted', async () => {
    const { funnel, events, idleNow } = recordingFunnel();
    let refuse = true;
    const send = withWrittenFunnel(async () => {
      if (refuse) throw new ChatError('limited', 'limited');
      return answer();
    }, funnel);
    await expect(send('Dobrý deň', null)).rejects.toBeInstanceOf(ChatError);
    refuse = false;
    await send('Dobrý deň', null);
    idleNow();
    expect(events().map((e) => e.step)).toEqual([
      'conversation_started',
      'call_refused',
      'first_answer',
    ]);
    expect(events()[1]).toEqual({ step: 'call_refused', channel: 'written', reason: 'limits' });
  });
});
