// The chat answer's `slotOffer`: the demo slots the assistant's `demo_slots` tool offered in the
// turn, read from Vapi's Chat output (an AssistantMessage's tool_calls + the ToolMessage with the
// result), booked under the chat's id; and `selectedSlot`: the slot a `select_demo_slot` result
// accepted in the turn (the visitor wrote their choice), read from the result's choice mention.
import assert from 'node:assert/strict';
import {
  chatTurnAnswerSchema,
  demoSlotOffer,
  readAnswer,
  selectedSlotIdMention,
  slotIdMention,
} from '@hlasovy-asistent/validation';
import { createChatHarness } from '../_testing/chat-fakes.ts';
import { SECRETS } from '../_testing/fakes.ts';

const ENV = { ...SECRETS, CHAT_MAX_TURNS: '20' };
const SLOTS = ['2026-11-26T10:30', '2026-11-26T11:30'];
const RESULT = `Voľné termíny ukážky: vo štvrtok ${slotIdMention(SLOTS[0] as string)}; vo štvrtok ${slotIdMention(SLOTS[1] as string)}.`;

/** A Chat whose output calls `name` (id tc-1) and carries `content` as the result of `resultOf`. */
function chatWithTool(name: string, content: string, resultOf = 'tc-1') {
  return (_record: unknown, n: number) =>
    Response.json(
      {
        id: `chat-${n}`,
        orgId: 'org-1',
        output: [
          {
            role: 'assistant',
            tool_calls: [{ id: 'tc-1', type: 'function', function: { name, arguments: '{}' } }],
          },
          { role: 'tool', tool_call_id: resultOf, content },
          { role: 'assistant', content: 'Môžem ponúknuť štvrtok o 10:30 alebo o 11:30.' },
        ],
      },
      { status: 201 },
    );
}

async function answer(reply: ReturnType<typeof chatWithTool>) {
  const h = createChatHarness(ENV, {}, reply);
  const response = await h.turn({ ip: '203.0.113.40' });
  assert.equal(response.status, 200);
  return (await response.json()) as Record<string, unknown>;
}

Deno.test('chat: the slots demo_slots offered in the turn come with the reply, to book under the chat id', async () => {
  const body = await answer(chatWithTool('demo_slots', RESULT));
  const read = readAnswer(chatTurnAnswerSchema, body);
  assert.ok(read.ok, read.ok ? '' : read.message);
  assert.equal(body.reply, 'Môžem ponúknuť štvrtok o 10:30 alebo o 11:30.');
  assert.deepEqual(body.slotOffer, {
    bookingId: 'chat-1',
    slots: [demoSlotOffer('2026-11-26', '10:30'), demoSlotOffer('2026-11-26', '11:30')],
  });
});

Deno.test('chat: no slotOffer for a plain answer, another tool, an error or an unmatched result', async () => {
  const h = createChatHarness(ENV);
  const plain = (await (await h.turn({ ip: '203.0.113.41' })).json()) as Record<string, unknown>;
  assert.equal('slotOffer' in plain, false);
  for (const reply of [
    chatWithTool('select_demo_slot', RESULT),
    chatWithTool('demo_slots', 'V najbližších dňoch nie je voľný žiadny termín ukážky.'),
    chatWithTool('demo_slots', RESULT, 'tc-other'),
  ]) {
    const body = await answer(reply);
    assert.equal('slotOffer' in body, false, JSON.stringify(body));
  }
});

const CHOSEN = `Návštevník si vybral termín vo štvrtok o 11:30 ${selectedSlotIdMention(SLOTS[1] as string)}. Na obrazovke sa mu otvoril krátky formulár.`;

Deno.test('chat: a choice select_demo_slot accepted in the turn comes as selectedSlot, without a new offer', async () => {
  const body = await answer(chatWithTool('select_demo_slot', CHOSEN));
  const read = readAnswer(chatTurnAnswerSchema, body);
  assert.ok(read.ok, read.ok ? '' : read.message);
  assert.deepEqual(body.selectedSlot, demoSlotOffer('2026-11-26', '11:30'));
  assert.equal('slotOffer' in body, false);
});

Deno.test('chat: no selectedSlot for a refused choice, another tool naming a choice, or an unmatched result', async () => {
  const taken = `Tento termín je už obsadený. Najbližšie voľné termíny: vo štvrtok ${slotIdMention(SLOTS[0] as string)}.`;
  for (const reply of [
    chatWithTool('select_demo_slot', taken),
    chatWithTool('demo_slots', CHOSEN),
    chatWithTool('select_demo_slot', CHOSEN, 'tc-other'),
  ]) {
    const body = await answer(reply);
    assert.equal('selectedSlot' in body, false, JSON.stringify(body));
  }
});
