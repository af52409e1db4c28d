// The local Vapi's chat API: `POST /chat` answered from the local voice agent's Slovak dialogue
// (@hlasovy-asistent/voice-agent's SLOVAK_DEMO_DIALOGUE and replyFor, the lines a local voice
// call speaks), so a text conversation runs offline like a voice call. The contract server has
// validated the request (CreateChatDTO) before this answers. A chat continued with
// `previousChatId` takes the next line of the dialogue; an unknown previousChatId is a 400 as
// at Vapi. The answer is a Chat of the latest document, with its cost (checked in
// test/vapi-chat.test.ts).
// With the tools' server, the first answer is the slot offer, as in a voice call: the stand-in
// posts a `demo_slots` tool call for this chat (`message.chat`) to the real `vapi-tools`
// function, as Vapi runs server tools on a chat, and the Chat's output carries the tool call (an
// AssistantMessage's `tool_calls`), its result (a ToolMessage) and the offer line. A later
// message that names one of the offered slots ("v utorok o desiatej", "ten druhý";
// ./chat-slot-choice.ts) runs `select_demo_slot` the same way, for this chat and the chat it
// continues (`message.chat.previousChatId`), and the answer is the choice's line.
import { randomUUID } from 'node:crypto';
import {
  DEMO_TOOL_NAMES,
  type DemoSlotOffer,
  demoSlotSpoken,
  readDemoToolResult,
} from '@hlasovy-asistent/validation';
import { type Dialogue, replyFor, SLOVAK_DEMO_DIALOGUE } from '@hlasovy-asistent/voice-agent';
import { chosenSlot } from './chat-slot-choice.ts';
import { offerLine, postToolCall, type ToolServer } from './vapi-tool-calls.ts';

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

/** What the local Vapi answers to a conversation's `turn`-th message (0-based). */
export function localChatReply(turn: number, dialogue: Dialogue = SLOVAK_DEMO_DIALOGUE): string {
  return replyFor(dialogue, turn);
}

type OutputMessage = Record<string, unknown>;

/** What one turn's tool call gave: the output messages (null: no result) and its offered slots. */
interface ToolTurn {
  output: OutputMessage[];
  slots: DemoSlotOffer[];
}

/**
 * Posts the tool call for chat `chatId` (continuing `previousChatId`) and returns the Chat output
 * it makes: the call (an AssistantMessage's `tool_calls`), its result (a ToolMessage) and the
 * line `lineOf` says for it; null when the tools' server gave no result.
 */
async function toolTurn(
  tools: ToolServer,
  chat: { chatId: string; previousChatId?: string | undefined },
  name: string,
  args: Record<string, unknown>,
  lineOf: (result: NonNullable<Awaited<ReturnType<typeof postToolCall>>>) => string,
): Promise<ToolTurn | null> {
  const toolCallId = `call_${randomUUID()}`;
  const result = await postToolCall(tools, chat, name, args, toolCallId);
  const content = result?.result ?? result?.error;
  if (!result || content === undefined) return null;
  const read = readDemoToolResult(result);
  return {
    output: [
      {
        role: 'assistant',
        tool_calls: [
          { id: toolCallId, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
      { role: 'tool', tool_call_id: toolCallId, content },
      { role: 'assistant', content: lineOf(result) },
    ],
    slots: read?.tool === 'demo_slots' ? read.slots : [],
  };
}

/** The line after an accepted choice (the visitor confirms on the card), or the refusal. */
function choiceLine(result: { error?: string; metadata?: unknown }, slot: DemoSlotOffer): string {
  if (result.error !== undefined) return result.error;
  return `Výborne, termín ${demoSlotSpoken(slot.date, slot.time)} som vám otvoril na obrazovke. Skontrolujte meno, telefón a e-mail a termín potvrďte.`;
}

/**
 * Visitor turns so far, per chat id; with `tools`, the first answer offers demo slots and a later
 * message naming one of them chooses it (`select_demo_slot`).
 */
export function createChatStandin(dialogue: Dialogue = SLOVAK_DEMO_DIALOGUE, tools?: ToolServer) {
  const turns = new Map<string, number>();
  /** The slots offered so far in the conversation a chat belongs to. */
  const offered = new Map<string, DemoSlotOffer[]>();

  /** The tools' part of a turn: the offer first, then a choice among the offered slots. */
  async function toolsOf(
    server: ToolServer,
    turn: number,
    chat: { chatId: string; previousChatId?: string | undefined },
    input: unknown,
  ): Promise<ToolTurn | null> {
    if (turn === 0) {
      const offerOf = (result: Parameters<typeof offerLine>[0]) =>
        offerLine(result) ?? localChatReply(0, dialogue);
      return await toolTurn(server, chat, DEMO_TOOL_NAMES.slots, {}, offerOf);
    }
    const slots = offered.get(chat.previousChatId ?? '') ?? [];
    const slot = typeof input === 'string' ? chosenSlot(input, slots) : null;
    if (!slot) return null;
    const args = { slotId: slot.id };
    return await toolTurn(server, chat, DEMO_TOOL_NAMES.select, args, (r) => choiceLine(r, slot));
  }

  /** The Chats answered, for `GET /chat/{id}` (the newest MAX_CHATS). */
  const chats = new Map<string, unknown>();

  async function answerChat(request: { body: unknown }): Promise<ChatAnswer> {
    const body = (request.body ?? {}) as ChatRequestBody;
    let turn = 0;
    if (body.previousChatId !== undefined) {
      const previous = turns.get(body.previousChatId);
      if (previous === undefined) {
        return {
          status: 400,
          body: { message: `previousChatId ${body.previousChatId} not found`, statusCode: 400 },
        };
      }
      turn = previous + 1;
    }
    const id = randomUUID();
    turns.set(id, turn);
    if (turns.size > MAX_CHATS) turns.delete(turns.keys().next().value as string);
    const chat = { chatId: id, previousChatId: body.previousChatId };
    const used = tools ? await toolsOf(tools, turn, chat, body.input) : null;
    const earlier = offered.get(body.previousChatId ?? '') ?? [];
    offered.set(id, used && used.slots.length > 0 ? used.slots : earlier);
    if (offered.size > MAX_CHATS) offered.delete(offered.keys().next().value as string);
    const output = used?.output ?? [{ role: 'assistant', content: localChatReply(turn, dialogue) }];
    const now = new Date().toISOString();
    const answered = {
      id,
      orgId: ORG_ID,
      ...(body.assistantId ? { assistantId: body.assistantId } : {}),
      ...(body.previousChatId ? { previousChatId: body.previousChatId } : {}),
      input: body.input,
      output,
      createdAt: now,
      updatedAt: now,
      costs: LOCAL_CHAT_COSTS,
      cost: LOCAL_CHAT_TURN_COST,
    };
    chats.set(id, answered);
    if (chats.size > MAX_CHATS) chats.delete(chats.keys().next().value as string);
    return { status: 201, body: answered };
  }

  /** `GET /chat/{id}`: a Chat this stand-in answered (undefined: the contract server's example). */
  function findChat(request: { params: Record<string, string> }): ChatAnswer | undefined {
    const found = chats.get(request.params.id ?? '');
    return found ? { status: 200, body: found } : undefined;
  }

  return Object.assign(answerChat, { find: findChat });
}
