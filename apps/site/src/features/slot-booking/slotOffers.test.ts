import { demoSlotOffer } from '@hlasovy-asistent/validation';
import type { KnownServerMessage } from '@hlasovy-asistent/voice-client';
import { describe, expect, test } from 'vitest';
import { INITIAL_VOICE_STATE } from '../voice-session/voiceSessionState.ts';
import { hasSlotOffer } from './hasSlotOffer.ts';
import { latestChoice, NO_OFFERS, slotOffers } from './slotOffers.ts';

const A = demoSlotOffer('2026-11-27', '10:00');
const B = demoSlotOffer('2026-11-30', '09:00');
const result = (name: string, metadata: Record<string, unknown>): KnownServerMessage => ({
  type: 'tool-calls-result',
  toolCallResult: { name, toolCallId: 'tc', result: 'r', metadata },
});
const transcript: KnownServerMessage = {
  type: 'transcript',
  role: 'assistant',
  transcript: 'Dobrý deň',
};

describe('slotOffers: what the assistant offered, from the call messages', () => {
  test('nothing before a demo_slots result', () => {
    expect(slotOffers([transcript])).toEqual(NO_OFFERS);
  });

  test('the latest demo_slots replaces the list; select_demo_slot is a voice pick with its index', () => {
    const messages = [
      result('demo_slots', { slots: [A] }),
      transcript,
      result('demo_slots', { slots: [A, B] }),
      result('select_demo_slot', { selectedSlotId: B.id, slot: B }),
    ];
    expect(slotOffers(messages)).toEqual({ slots: [A, B], toldChoice: { slot: B, at: 3 } });
  });

  test('malformed metadata and other tools are ignored', () => {
    const messages = [
      result('demo_slots', { slots: [A] }),
      result('demo_slots', { slots: [{ ...A, time: '10:07' }] }),
      result('demo_slots', { slots: 'A' }),
      result('select_demo_slot', { selectedSlotId: 'x' }),
      result('end_call', { slots: [B] }),
    ];
    expect(slotOffers(messages)).toEqual({ slots: [A], toldChoice: null });
  });

  test('hasSlotOffer (the first load check) sees a tool result; the card checks which', () => {
    expect(hasSlotOffer({ ...INITIAL_VOICE_STATE, messages: [transcript] })).toBe(false);
    expect(
      hasSlotOffer({ ...INITIAL_VOICE_STATE, messages: [result('demo_slots', { slots: [] })] }),
    ).toBe(true);
  });
});

describe('latestChoice: the later of the voice choice and the tap', () => {
  test('either alone; a voice choice after the tap wins, a tap after it wins; a tie goes to the voice', () => {
    const voice = { slot: A, at: 4 };
    expect(latestChoice(null, null)).toBeNull();
    expect(latestChoice(voice, null)).toBe(voice);
    const tapBefore = { slot: B, at: 3 };
    const tapAfter = { slot: B, at: 5 };
    expect(latestChoice(null, tapAfter)).toBe(tapAfter);
    expect(latestChoice(voice, tapBefore)).toBe(voice);
    expect(latestChoice(voice, tapAfter)).toBe(tapAfter);
    expect(latestChoice(voice, { slot: B, at: 4 })).toBe(voice);
  });
});
