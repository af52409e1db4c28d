// The `chat` function's answer (src/function-contracts/chat.ts) and the slot mentions
// the offered slots are read back from (src/demo-slots/slotIdMention.ts).
import { describe, expect, test } from 'vitest';
import {
  chatTurnAnswerSchema,
  demoSlotOffer,
  mentionedSlotIds,
  readAnswer,
  selectedSlotIdIn,
  selectedSlotIdMention,
  slotIdMention,
} from '../src/index.ts';

const SLOT = demoSlotOffer('2026-11-27', '10:30');
const BASE = {
  conversationId: '7d0c1f0e-3b1a-4c55-9f1e-0a4b2c3d4e5f',
  reply: 'Dobrý deň',
  turnsLeft: 19,
};

describe('chat answer: { conversationId, reply, turnsLeft, slotOffer?, selectedSlot? }', () => {
  test.each([
    [BASE, null],
    [{ ...BASE, slotOffer: { bookingId: 'chat-1', slots: [SLOT] } }, null],
    [{ ...BASE, turnsLeft: 0 }, null],
    [{ ...BASE, selectedSlot: SLOT }, null],
    [{ ...BASE, selectedSlot: { ...SLOT, label: '' } }, /^selectedSlot\.label: /],
    [{ ...BASE, reply: '' }, /^reply: has no reply/],
    [{ ...BASE, conversationId: '' }, /^conversationId: /],
    [{ ...BASE, turnsLeft: -1 }, /^turnsLeft: /],
    [{ ...BASE, turnsLeft: 1.5 }, /^turnsLeft: /],
    [
      { ...BASE, slotOffer: { bookingId: 'chat-1', slots: [] } },
      /^slotOffer\.slots: offers no slot/,
    ],
    [
      { ...BASE, slotOffer: { bookingId: 'a b', slots: [SLOT] } },
      /^slotOffer\.bookingId: has no bookingId/,
    ],
    [{ ...BASE, slotOffer: { slots: [SLOT] } }, /^slotOffer\.bookingId: /],
    [
      { ...BASE, slotOffer: { bookingId: 'c', slots: [{ ...SLOT, id: '2026-11-27 10:30' }] } },
      /^slotOffer\.slots\.0\.id: /,
    ],
    [null, /not a JSON object/],
  ])('%j -> %s', (value, problem) => {
    const checked = readAnswer(chatTurnAnswerSchema, value);
    if (problem === null) expect(checked).toEqual({ ok: true, value });
    else expect(checked).toMatchObject({ ok: false, message: expect.stringMatching(problem) });
  });

  test('nothing of Vapi beyond the schema is passed on', () => {
    const checked = readAnswer(chatTurnAnswerSchema, { ...BASE, output: [], chatId: 'x' });
    expect(checked).toEqual({ ok: true, value: BASE });
  });
});

describe('slot mentions in a tool result', () => {
  test('a mention reads back as its id, in order, each once', () => {
    const text = `Voľné: piatok ${slotIdMention('2026-11-27T10:30')}; sobota ${slotIdMention('2026-11-28T09:00')}; znovu ${slotIdMention('2026-11-27T10:30')}.`;
    expect(mentionedSlotIds(text)).toEqual(['2026-11-27T10:30', '2026-11-28T09:00']);
  });

  test('ids that are no slot (no such date, not on a quarter hour) and bare ids are not read', () => {
    expect(
      mentionedSlotIds('(slotId 2026-02-30T10:00) (slotId 2026-11-27T10:07) 2026-11-27T10:30'),
    ).toEqual([]);
  });
});

describe('the chosen slot in a select_demo_slot result', () => {
  test('reads back the chosen id; offers, bad ids and plain text are no choice', () => {
    const chosen = `Návštevník si vybral termín v piatok ${selectedSlotIdMention('2026-11-27T10:30')}.`;
    expect(selectedSlotIdIn(chosen)).toBe('2026-11-27T10:30');
    expect(selectedSlotIdIn(`Obsadený. Voľné: ${slotIdMention('2026-11-27T10:45')}`)).toBeNull();
    expect(selectedSlotIdIn('(selectedSlotId 2026-02-30T10:00)')).toBeNull();
    expect(selectedSlotIdIn('Termín je obsadený.')).toBeNull();
  });
});
