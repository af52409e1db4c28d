// The visitor's typed turn in a call (`add-message` of role user): echoed once as their
// transcript line, put into the conversation, answered by voice with the dialogue's next line
// like a spoken turn; a line being spoken is not cut by typing. Every message is checked
// against Vapi's schemas.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { replyFor, SLOVAK_DEMO_DIALOGUE } from '../src/index.ts';
import { compileMessageSchemas, messageProblems } from '../src/testing/index.ts';
import { type SessionHarness, sharedSpeech, startSession } from './sessionHarness.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const { greeting } = SLOVAK_DEMO_DIALOGUE;
const QUESTION = 'Aké máte voľné termíny?';
let harnesses: SessionHarness[] = [];
const start = () => {
  const h = startSession();
  harnesses.push(h);
  h.session.start();
  return h;
};

beforeAll(async () => {
  await sharedSpeech().prepare(
    [greeting, replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: false })],
    16_000,
  );
  compileMessageSchemas();
}, 120_000);

afterEach(() => {
  for (const h of harnesses) expect(h.messages().flatMap((m) => messageProblems(m))).toEqual([]);
  harnesses = [];
});

const typed = (text: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'add-message',
    message: { role: 'user', content: text },
    triggerResponseEnabled: true,
    ...extra,
  });
const finals = (h: SessionHarness, role: string) =>
  h
    .messages('transcript')
    .filter((m) => m.transcriptType === 'final' && m.role === role)
    .map((m) => String(m.transcript));

describe('a typed turn', () => {
  test('is echoed once as the visitor’s line and answered aloud with the next line', async () => {
    const h = start();
    await h.untilListening();
    const audioBefore = h.audio().length;
    const typedAt = h.clock.now();
    h.session.receiveText(typed(QUESTION));
    expect(finals(h, 'user')).toEqual([QUESTION]);
    expect(h.messages('conversation-update').at(-1)).toMatchObject({
      messagesOpenAIFormatted: [
        { role: 'assistant', content: greeting },
        { role: 'user', content: QUESTION },
      ],
    });
    await h.clock.advance(2_000);
    const answerAudio = h.audio().slice(audioBefore);
    expect(answerAudio.length).toBeGreaterThan(0);
    expect(answerAudio[0]?.at).toBeGreaterThan(typedAt);
    await h.untilListening();
    expect(finals(h, 'assistant')).toEqual([
      greeting,
      replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: false }),
    ]);
    expect(finals(h, 'user')).toEqual([QUESTION]); // once
  });

  test('while the assistant speaks, the line is not cut: the answer follows it', async () => {
    const h = start();
    await h.clock.advance(800); // the greeting is playing
    expect(h.session.phase).toBe('speaking');
    h.session.receiveText(typed(QUESTION));
    await h.untilListening();
    expect(h.messages('user-interrupted')).toEqual([]);
    expect(finals(h, 'assistant')).toEqual([greeting]); // whole, not cut
    await h.clock.advance(2_000);
    await h.untilListening();
    expect(finals(h, 'assistant')).toEqual([
      greeting,
      replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: false }),
    ]);
  });

  test('is sanitised like the client does before it is echoed', async () => {
    const h = start();
    await h.untilListening();
    h.session.receiveText(typed('  <b>Dobrý</b> deň  '));
    expect(finals(h, 'user')).toEqual(['bDobrý/b deň']);
  });

  test.each([
    ['empty', typed('   ')],
    ['too-long', typed('x'.repeat(1001))],
  ])('an %s text is rejected: nothing echoed, nothing answered', async (problem, frame) => {
    const h = start();
    await h.untilListening();
    h.session.receiveText(frame);
    expect(h.rejections.get('bad-typed-turn')).toBe(1);
    expect(h.logs.some((line) => line.includes(problem))).toBe(true);
    await h.clock.advance(2_000);
    expect(finals(h, 'user')).toEqual([]);
    expect(finals(h, 'assistant')).toEqual([greeting]);
  });

  test('an add-message that asks for no answer is only noted', async () => {
    const h = start();
    await h.untilListening();
    h.session.receiveText(typed(QUESTION, { triggerResponseEnabled: false }));
    await h.clock.advance(2_000);
    expect(finals(h, 'user')).toEqual([]);
    expect(finals(h, 'assistant')).toEqual([greeting]);
  });
});

describe('the booking tools in a turn', () => {
  const OFFER_LINE = 'Voľné termíny mám zajtra o deviatej.';
  const result = { name: 'demo_slots', toolCallId: 'tc-1', result: 'ok', metadata: { slots: [] } };

  test('get the typed words; their line is said and their result forwarded; then the offered lines', async () => {
    await sharedSpeech().prepare(
      [OFFER_LINE, replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: true })],
      16_000,
    );
    const turns: unknown[] = [];
    const h = startSession({
      tools: async (turn) => {
        turns.push(turn);
        return turns.length === 1
          ? { toolCallResult: result, say: OFFER_LINE, offered: true }
          : null;
      },
    });
    harnesses.push(h);
    h.session.start();
    await h.untilListening();
    h.session.receiveText(typed('Hodí sa mi iný deň.'));
    await h.clock.advance(1_000);
    await h.untilListening();
    expect(h.messages('tool-calls-result')).toMatchObject([{ toolCallResult: result }]);
    h.session.receiveText(typed(QUESTION));
    await h.clock.advance(1_000);
    await h.untilListening();
    expect(turns).toEqual([
      { index: 0, text: 'Hodí sa mi iný deň.' },
      { index: 1, text: QUESTION },
    ]);
    // after the offer the scripted lines may speak of the slots on the screen
    expect(finals(h, 'assistant')).toEqual([
      greeting,
      OFFER_LINE,
      replyFor(SLOVAK_DEMO_DIALOGUE, { channel: 'call', turn: 0, offered: true }),
    ]);
  });
});
