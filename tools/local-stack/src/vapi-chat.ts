// The local Vapi's chat API: `POST /chat` answered from the local voice agent's Slovak dialogue
// (@hlasovy-asistent/voice-agent's SLOVAK_DEMO_DIALOGUE and replyFor, the lines a local voice
// call speaks), so a text conversation runs offline like a voice call. The contract server has
// validated the request (CreateChatDTO) before this answers. A chat continued with
// `previousChatId` takes the next line of the dialogue; an unknown previousChatId is a 400 as
// at Vapi. The answer is a Chat of the latest document, with its cost (checked in
// test/vapi-chat.test.ts).
// With the tools' server a turn may run a booking tool, as in a voice call (./booking-turn.ts):
// the first answer is the slot offer, a later message that names one of the offered slots ("v
// utorok o desiatej", "ten druhý") runs `select_demo_slot`, one that asks for others ("iný deň",
// "v utorok popoludní") or names a slot before any offer runs `demo_slots`. The stand-in posts
// the tool call for this chat (`message.chat`, with the chat it continues: `previousChatId`) to
// the real `vapi-tools` function, as Vapi runs server tools on a chat, and the Chat's output
// carries the tool call (an AssistantMessage's `tool_calls`), its result (a ToolMessage) and the
// line. Other turns get the dialogue's written lines, which speak of slots only once offered.
import { randomUUID } from 'node:crypto';
import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
import { type Dialogue, replyFor, SLOVAK_DEMO_DIALOGUE } from '@hlasovy-asistent/voice-agent';
import { type BookingTurn, bookingStep, runBookingStep } from './booking-turn.ts';
import { localClockAt, localNowOfNode } from './local-clock.ts';
import type { ToolServer } from './vapi-tool-calls.ts';

/** The stand-in's organisation (as in its other answers). */
const ORG_ID = '00000000-0000-4000-8000-0000000000a0';
/**
 * What each local chat turn costs (USD), as Vapi's Chat reports it: `costs` (the model's tokens,
 * Vapi's per-chat fee) and their sum `cost`. Not zero, so the local chat function's spend cap
 * (VAPI_MAX_SPEND_PER_DAY and its voice budget) counts local turns as it counts paid ones.
 */
const LOCAL_CHAT_COSTS = [
  {
    type: 'model',
    model: { provider: 'local', model: 'slovak-demo-dialogue' },
    promptTokens: 900,
    completionTokens: 60,
    cost: 0.0015,
  },
  { type: 'chat', cost: 0.001 },
] as const;
export const LOCAL_CHAT_TURN_COST = LOCAL_CHAT_COSTS.reduce((sum, part) => sum + part.cost, 0);

/** Chats remembered for previousChatId; the oldest are forgotten past this many. */
const MAX_CHATS = 10_000;

interface ChatRequestBody {
  assistantId?: string;
  input?: unknown;
  previousChatId?: string;
  sessionId?: string;
}

export interface ChatAnswer {
  status: number;
  body: unknown;
}

/** What the conversation a chat belongs to knows after it. */
interface ChatState {
  /** Visitor turns so far (this one included), scripted lines given per state. */
  turn: number;
  scripted: { offered: number; notOffered: number };
  offered: readonly DemoSlotOffer[];
}

/**
 * The written line the local Vapi answers with when no tool runs: the dialogue's `chat` lines,
 * which speak of slots on the screen only when some were offered.
 */
export function localChatReply(
  state: { turn: number; offered: boolean },
  dialogue: Dialogue = SLOVAK_DEMO_DIALOGUE,
): string {
  return replyFor(dialogue, { channel: 'chat', ...state });
}

type OutputMessage = Record<string, unknown>;

/** A tool turn as a Chat's output: the call, its result and the line. */
function outputOf(turn: BookingTurn, line: string): OutputMessage[] {
  const content = turn.result.result ?? turn.result.error;
  return [
    {
      role: 'assistant',
      tool_calls: [
        {
          id: turn.toolCallId,
          type: 'function',
          function: { name: turn.name, arguments: JSON.stringify(turn.args) },
        },
      ],
    },
    { role: 'tool', tool_call_id: turn.toolCallId, content },
    { role: 'assistant', content: line },
  ];
}

/**
 * Visitor turns so far, per chat id; with `tools`, a turn may run a booking tool (the offer
 * first, a choice, other slots asked for).
 */
export function createChatStandin(
  dialogue: Dialogue = SLOVAK_DEMO_DIALOGUE,
  tools?: ToolServer,
  realNow: () => number = Date.now,
) {
  const chats = new Map<string, ChatState>();
  /** The Chats answered, for `GET /chat/{id}` (the newest MAX_CHATS). */
  const answered = new Map<string, unknown>();

  async function answerChat(request: {
    body: unknown;
    headers?: Record<string, string | string[] | undefined>;
  }): Promise<ChatAnswer> {
    const body = (request.body ?? {}) as ChatRequestBody;
    const before: ChatState = { turn: 0, scripted: { offered: 0, notOffered: 0 }, offered: [] };
    let state = before;
    if (body.previousChatId !== undefined) {
      const previous = chats.get(body.previousChatId);
      if (previous === undefined) {
        return {
          status: 400,
          body: { message: `previousChatId ${body.previousChatId} not found`, statusCode: 400 },
        };
      }
      state = { ...previous, scripted: { ...previous.scripted } };
    }
    const id = randomUUID();
    // the chat function's local clock, when its request asked for one (./local-clock.ts)
    const clock = localClockAt(localNowOfNode(request.headers ?? {}), realNow);
    const at = clock.now();
    const text = typeof body.input === 'string' ? body.input : null;
    const step = tools ? bookingStep({ index: state.turn, text }, state.offered, at) : null;
    const chat = { chatId: id, previousChatId: body.previousChatId };
    const context = {
      channel: 'chat',
      now: at,
      offered: state.offered,
      shifted: clock.shifted,
    } as const;
    const used = tools && step ? await runBookingStep(tools, chat, step, context) : null;
    let output: OutputMessage[];
    const offered = used?.offered ?? state.offered;
    const scripted = () => {
      const key = offered.length > 0 ? 'offered' : 'notOffered';
      const line = localChatReply(
        { turn: state.scripted[key]++, offered: offered.length > 0 },
        dialogue,
      );
      return line;
    };
    if (used) output = outputOf(used, used.line ?? scripted());
    else output = [{ role: 'assistant', content: scripted() }];
    chats.set(id, { turn: state.turn + 1, scripted: state.scripted, offered });
    if (chats.size > MAX_CHATS) chats.delete(chats.keys().next().value as string);
    const createdAt = at.toISOString();
    const chatBody = {
      id,
      orgId: ORG_ID,
      ...(body.assistantId ? { assistantId: body.assistantId } : {}),
      ...(body.previousChatId ? { previousChatId: body.previousChatId } : {}),
      input: body.input,
      output,
      createdAt,
      updatedAt: createdAt,
      costs: LOCAL_CHAT_COSTS,
      cost: LOCAL_CHAT_TURN_COST,
    };
    answered.set(id, chatBody);
    if (answered.size > MAX_CHATS) answered.delete(answered.keys().next().value as string);
    return { status: 201, body: chatBody };
  }

  /** `GET /chat/{id}`: a Chat this stand-in answered (undefined: the contract server's example). */
  function findChat(request: { params: Record<string, string> }): ChatAnswer | undefined {
    const found = answered.get(request.params.id ?? '');
    return found ? { status: 200, body: found } : undefined;
  }

  return Object.assign(answerChat, { find: findChat });
}
