// One turn of a text conversation at Vapi: `POST /chat` (the latest document's CreateChatDTO)
// with the private key, the server's assistant, the visitor's text as `input` and, after the
// first turn, the previous turn's chat as `previousChatId` (its messages are the context). The
// browser gets the assistant's answer text, the demo slots its tools offered in the turn and the
// slot the visitor chose in it, nothing else of Vapi's Chat.
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';
import { chatSchema, type VapiChat } from '@hlasovy-asistent/platform-api/server-messages';
import { type DemoSlotOffer, VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import { offeredSlotsOf, selectedSlotOf } from './chat-offered-slots.ts';
import { HttpError } from './errors.ts';
import type { Logger } from './logger.ts';

export interface VapiChatOptions {
  privateKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  logger: Logger;
  timeoutMs?: number;
}

export interface VapiChatRequest {
  assistantId: string;
  input: string;
  previousChatId: string | null;
}

interface VapiChatReply {
  answered: true;
  /** Vapi's id of this turn's chat: the next turn's previousChatId. */
  chatId: string;
  /** The assistant's answer (its output messages' text, in order). */
  reply: string;
  /** What Vapi says the turn cost (USD; see costOf); null when it said nothing usable. */
  cost: number | null;
  /** The demo slots its `demo_slots` tool offered in this turn (empty: none). */
  offeredSlots: DemoSlotOffer[];
  /** The slot the visitor chose in this turn (its `select_demo_slot` accepted it), or null. */
  selectedSlot: DemoSlotOffer | null;
}

/**
 * A turn without an answer for the visitor. What Vapi may have billed stays known: its chat id
 * and cost when a 2xx named them, and whether the turn may have run at all (`ranAtVapi` false
 * only when Vapi refused it with a 4xx: nothing was run or billed).
 */
interface VapiChatFailure {
  answered: false;
  chatId: string | null;
  cost: number | null;
  ranAtVapi: boolean;
  /** The visitor's answer: 502 vapi_error. */
  error: HttpError;
}

export type VapiChatOutcome = VapiChatReply | VapiChatFailure;

const PUBLIC_FAILURE = 'The assistant could not answer; try again later';

/** The assistant's text of a Chat's `output` (AssistantMessage items with string content). */
function replyOf(output: VapiChat['output']): string {
  return (output ?? [])
    .flatMap((m) => (m.role === 'assistant' && typeof m.content === 'string' ? [m.content] : []))
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join('\n');
}

const isCost = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The cost of a Chat (USD): its `cost`, else the sum of its `costs` (ModelCost / ChatCost items,
 * each with a `cost`) when every item has one, else null.
 */
function costOf(chat: VapiChat): number | null {
  if (isCost(chat.cost)) return chat.cost;
  const parts = (chat.costs ?? []).map((item) => item.cost);
  return parts.length > 0 && parts.every(isCost)
    ? parts.reduce((sum, part) => sum + part, 0)
    : null;
}

/** A 4xx other than a timeout (408): Vapi refused the request before running the turn. */
const refusedBeforeRunning = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408;

/** A chat id is a call id by rule (VOICE_CALL_ID_PATTERN): the next turn books under it. */
const validChatId = (id: unknown): id is string =>
  typeof id === 'string' && VOICE_CALL_ID_PATTERN.test(id);

/**
 * `POST /chat` through `@hlasovy-asistent/platform-api`; never retried (a turn costs money).
 * Never throws: a turn the visitor gets no answer for is a VapiChatFailure that keeps what Vapi
 * may have billed (a timeout, a network error, a 5xx or a 2xx without the assistant's text).
 */
export async function askVapiChat(
  options: VapiChatOptions,
  request: VapiChatRequest,
): Promise<VapiChatOutcome> {
  const client = createVapiClient({
    token: options.privateKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  const fail = (
    detail: string,
    charge: { chatId?: string | null; cost?: number | null; ranAtVapi?: boolean },
    cause?: unknown,
  ): VapiChatFailure => {
    options.logger.warn(`chat turn not answered: ${detail}`);
    return {
      answered: false,
      chatId: charge.chatId ?? null,
      cost: charge.cost ?? null,
      ranAtVapi: charge.ranAtVapi ?? true,
      error: new HttpError('vapi_error', PUBLIC_FAILURE, { cause }),
    };
  };
  let answered: unknown;
  try {
    answered = await client.chats.create(
      {
        assistantId: request.assistantId,
        input: request.input,
        ...(request.previousChatId ? { previousChatId: request.previousChatId } : {}),
      },
      { idempotent: false, maxRetries: 0, timeoutMs: options.timeoutMs ?? 20_000 },
    );
  } catch (cause) {
    if (!isVapiError(cause)) return fail('Vapi request failed', {}, cause);
    const body = JSON.stringify(cause.body ?? '').slice(0, 300);
    const detail = `Vapi ${cause.status ? `answered ${cause.status} ${body}` : cause.code}`;
    return fail(detail, { ranAtVapi: !refusedBeforeRunning(cause.status) }, cause);
  }
  const read = chatSchema.safeParse(answered);
  if (!read.success) return fail('Vapi answered something that is not a chat', {});
  const created = read.data;
  const chatId = validChatId(created.id) ? created.id : null;
  const cost = costOf(created);
  if (chatId === null) return fail('Vapi answered without a chat id', { cost });
  const reply = replyOf(created.output);
  if (reply === '') return fail('Vapi answered without an assistant message', { chatId, cost });
  const output = created.output;
  return {
    answered: true,
    chatId,
    reply,
    cost,
    offeredSlots: offeredSlotsOf(output),
    selectedSlot: selectedSlotOf(output),
  };
}
