// One turn of a text conversation at Vapi: `POST /chat` (the latest document's CreateChatDTO)
// with the private key, the server's assistant, the visitor's text as `input` and, after the
// first turn, the previous turn's chat as `previousChatId` (its messages are the context). The
// browser gets the assistant's answer text, the demo slots its tools offered in the turn and the
// slot the visitor chose in it, nothing else of Vapi's Chat.
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';
import type { DemoSlotOffer } from '@hlasovy-asistent/validation';
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

export interface ChatTurnRequest {
  assistantId: string;
  input: string;
  previousChatId: string | null;
}

interface ChatTurnAnswer {
  answered: true;
  /** Vapi's id of this turn's chat: the next turn's previousChatId. */
  chatId: string;
  /** The assistant's answer (its output messages' text, in order). */
  reply: string;
  /** What Vapi says the turn cost (USD; see costOf); null when it said nothing usable. */
  cost: number | null;
  /** The demo slots its `demo_slots` tool offered in this turn (empty: none). */
  slots: DemoSlotOffer[];
  /** The slot the visitor chose in this turn (its `select_demo_slot` accepted it), or null. */
  selected: DemoSlotOffer | null;
}

/**
 * A turn without an answer for the visitor. What Vapi may have billed stays known: its chat id
 * and cost when a 2xx named them, and whether the turn may have run at all (`ranAtVapi` false
 * only when Vapi refused it with a 4xx: nothing was run or billed).
 */
interface ChatTurnFailure {
  answered: false;
  chatId: string | null;
  cost: number | null;
  ranAtVapi: boolean;
  /** The visitor's answer: 502 vapi_error. */
  error: HttpError;
}

export type ChatTurnOutcome = ChatTurnAnswer | ChatTurnFailure;

const PUBLIC_FAILURE = 'The assistant could not answer; try again later';

type Created = { id?: unknown; output?: unknown; cost?: unknown; costs?: unknown };

/** The assistant's text of a Chat's `output` (AssistantMessage items with string content). */
function replyOf(output: unknown): string {
  if (!Array.isArray(output)) return '';
  return output
    .filter(
      (m): m is { role: 'assistant'; content: string } =>
        typeof m === 'object' &&
        m !== null &&
        (m as { role?: unknown }).role === 'assistant' &&
        typeof (m as { content?: unknown }).content === 'string',
    )
    .map((m) => m.content.trim())
    .filter((text) => text !== '')
    .join('\n');
}

const isCost = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The cost of a Chat (USD): its `cost`, else the sum of its `costs` (ModelCost / ChatCost items,
 * each with a `cost`) when every item has one, else null.
 */
function costOf(chat: { cost?: unknown; costs?: unknown } | undefined): number | null {
  if (isCost(chat?.cost)) return chat.cost;
  const costs = chat?.costs;
  if (!Array.isArray(costs) || costs.length === 0) return null;
  const parts = costs.map((item) => (item as { cost?: unknown } | null)?.cost);
  return parts.every(isCost) ? parts.reduce((sum, part) => sum + part, 0) : null;
}

/** A 4xx other than a timeout (408): Vapi refused the request before running the turn. */
const refusedBeforeRunning = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408;

const validChatId = (id: unknown): id is string =>
  typeof id === 'string' && id !== '' && id.length <= 200;

/**
 * `POST /chat` through `@hlasovy-asistent/platform-api`; never retried (a turn costs money).
 * Never throws: a turn the visitor gets no answer for is a ChatTurnFailure that keeps what Vapi
 * may have billed (a timeout, a network error, a 5xx or a 2xx without the assistant's text).
 */
export async function sendChatTurn(
  options: VapiChatOptions,
  request: ChatTurnRequest,
): Promise<ChatTurnOutcome> {
  const client = createVapiClient({
    token: options.privateKey,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
  });
  const fail = (
    detail: string,
    charge: { chatId?: string | null; cost?: number | null; ranAtVapi?: boolean },
    cause?: unknown,
  ): ChatTurnFailure => {
    options.logger.warn(`chat turn not answered: ${detail}`);
    return {
      answered: false,
      chatId: charge.chatId ?? null,
      cost: charge.cost ?? null,
      ranAtVapi: charge.ranAtVapi ?? true,
      error: new HttpError('vapi_error', PUBLIC_FAILURE, { cause }),
    };
  };
  let created: Created | undefined;
  try {
    created = (await client.chats.create(
      {
        assistantId: request.assistantId,
        input: request.input,
        ...(request.previousChatId ? { previousChatId: request.previousChatId } : {}),
      },
      { idempotent: false, maxRetries: 0, timeoutMs: options.timeoutMs ?? 20_000 },
    )) as Created | undefined;
  } catch (cause) {
    if (!isVapiError(cause)) return fail('Vapi request failed', {}, cause);
    const body = JSON.stringify(cause.body ?? '').slice(0, 300);
    const detail = `Vapi ${cause.status ? `answered ${cause.status} ${body}` : cause.code}`;
    return fail(detail, { ranAtVapi: !refusedBeforeRunning(cause.status) }, cause);
  }
  const chatId = validChatId(created?.id) ? created.id : null;
  const cost = costOf(created);
  if (chatId === null) return fail('Vapi answered without a chat id', { cost });
  const reply = replyOf(created?.output);
  if (reply === '') return fail('Vapi answered without an assistant message', { chatId, cost });
  const output = created?.output;
  return {
    answered: true,
    chatId,
    reply,
    cost,
    slots: offeredSlotsOf(output),
    selected: selectedSlotOf(output),
  };
}
