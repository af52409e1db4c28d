import {
  toolCallSchema,
  toolCallsMessageSchema,
} from '@hlasovy-asistent/platform-api/server-messages';
import { VOICE_CALL_ID_PATTERN } from '@hlasovy-asistent/validation';
import * as z from 'zod/mini';
import { parseWith } from '../_shared/request.ts';

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
   * The id the slots are offered and booked under: the call's (`message.call.id`), else the
   * chat's (`message.chat.id`: a tool call of a text conversation at Vapi's chat API), or null
   * when the message has neither.
   */
  bookingId: string | null;
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

/** Vapi's tool-calls message, with this function's limits: a few calls, each with a short id. */
const toolCallsMessage = z.extend(toolCallsMessageSchema, {
  toolCallList: z
    .array(z.extend(toolCallSchema, { id: z.string().check(z.minLength(1), z.maxLength(200)) }))
    .check(z.maxLength(MAX_TOOL_CALLS)),
});

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function argsOf(raw: string | Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') return raw;
  try {
    return asRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

function controlUrlOf(url: string | undefined): string | null {
  if (url === undefined || url.length > 2000) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const idOf = (id: string | null | undefined) =>
  typeof id === 'string' && VOICE_CALL_ID_PATTERN.test(id) ? id : null;

/**
 * A server message (`{ type, ... }`: ServerMessageToolCalls of the latest Vapi document for
 * `tool-calls`) -> the calls to answer; null for another message type (nothing to answer). A
 * tool-calls message that does not read as one (a call without an id or a function name, more
 * than MAX_TOOL_CALLS) is a 400.
 */
export function readToolCalls(body: { type: string }): ToolCallsMessage | null {
  if (body.type !== 'tool-calls') return null;
  const message = parseWith(toolCallsMessage, body, 'The tool-calls message is invalid');
  const { call, chat } = message;
  return {
    bookingId: idOf(call ? call.id : chat?.id),
    previousChatId: call ? null : idOf(chat?.previousChatId),
    controlUrl: controlUrlOf(call?.monitor?.controlUrl),
    channel: call === undefined && chat !== undefined ? 'chat' : 'call',
    calls: message.toolCallList.map((item) => ({
      id: item.id,
      name: item.function.name,
      args: argsOf(item.function.arguments),
    })),
  };
}
