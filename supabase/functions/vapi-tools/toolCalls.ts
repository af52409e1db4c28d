import { VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import { HttpError } from '../_shared/errors.ts';

/** One tool call of a `tool-calls` server message (`toolCallList[]`). */
export interface ToolCall {
  id: string;
  name: string;
  /** The parsed arguments (Vapi sends an object; a JSON string is read too); null if unreadable. */
  args: Record<string, unknown> | null;
}

/** What the function needs of a `tool-calls` server message. */
export interface ToolCallsMessage {
  /**
   * The call's id (`message.call.id`), else the chat's (`message.chat.id`: a tool call of a text
   * conversation at Vapi's chat API), or null when the message has neither.
   */
  callId: string | null;
  /**
   * A chat's `message.chat.previousChatId` (the conversation's previous turn), or null: the
   * slots offered there count as offered in this chat (each turn of a text conversation is a new
   * chat at Vapi, and the visitor names an offered slot in the turn after the offer).
   */
  previousChatId: string | null;
  /** `message.call.monitor.controlUrl` (live call control), or null. */
  controlUrl: string | null;
  /**
   * Where the visitor is: a voice `call` (slots are said and tapped) or a written `chat` (written
   * and clicked); the answers word their instructions for it.
   */
  channel: 'call' | 'chat';
  calls: ToolCall[];
}

/** More tool calls than any turn of ours needs are refused as a whole. */
const MAX_TOOL_CALLS = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function argsOf(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null || raw === '') return {};
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function controlUrlOf(call: Record<string, unknown>): string | null {
  const monitor = call.monitor;
  const url = isRecord(monitor) ? monitor.controlUrl : undefined;
  if (typeof url !== 'string' || url.length > 2000) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * `{ message: { type: 'tool-calls', toolCallList, call | chat } }` (ServerMessageToolCalls of the latest
 * Vapi document) -> the calls to answer; null for another message type (nothing to answer).
 * A body that is not a server message, or a tool call without an id or a name, is a 400.
 */
export function readToolCalls(body: unknown): ToolCallsMessage | null {
  const message = isRecord(body) ? body.message : undefined;
  if (!isRecord(message) || typeof message.type !== 'string') {
    throw new HttpError('invalid_payload', 'Expected a Vapi server message { message: { type } }');
  }
  if (message.type !== 'tool-calls') return null;
  const list = message.toolCallList;
  if (!Array.isArray(list) || list.length > MAX_TOOL_CALLS) {
    throw new HttpError('invalid_payload', `toolCallList must be an array of 0-${MAX_TOOL_CALLS}`);
  }
  const calls = list.map((item, index): ToolCall => {
    const fn = isRecord(item) && isRecord(item.function) ? item.function : undefined;
    const id = isRecord(item) ? item.id : undefined;
    if (
      typeof id !== 'string' ||
      id.length < 1 ||
      id.length > 200 ||
      typeof fn?.name !== 'string'
    ) {
      throw new HttpError(
        'invalid_payload',
        `toolCallList[${index}] needs an id and a function name`,
      );
    }
    return { id, name: fn.name, args: argsOf(fn.arguments) };
  });
  const call = isRecord(message.call) ? message.call : {};
  const chat = isRecord(message.chat) ? message.chat : {};
  const id = message.call === undefined ? chat.id : call.id;
  const callId = typeof id === 'string' && VOICE_CALL_ID_PATTERN.test(id) ? id : null;
  const previous = message.call === undefined ? chat.previousChatId : undefined;
  const previousChatId =
    typeof previous === 'string' && VOICE_CALL_ID_PATTERN.test(previous) ? previous : null;
  const channel = message.call === undefined && message.chat !== undefined ? 'chat' : 'call';
  return { callId, previousChatId, controlUrl: controlUrlOf(call), channel, calls };
}
