// The JSON text frames of a call on Vapi's WebSocket transport, typed from Vapi's OpenAPI
// document (src/generated/latest.ts): what the server sends (the messages a web call delivers as
// Daily app messages; the local agent sends these) and what the client sends (`hangup`, the
// transport's documented end, and the web call's `say`, `add-message`, `control`, `end-call`).
import type { components } from '../generated/latest.ts';

type Schemas = components['schemas'];
type Sent<T> = T & { timestamp: number };

export type VoiceSocketSpeechUpdate = Sent<
  Pick<Schemas['ClientMessageSpeechUpdate'], 'type' | 'status' | 'role'> & { turn: number }
>;

export type VoiceSocketTranscript = Sent<
  Pick<Schemas['ClientMessageTranscript'], 'role' | 'transcriptType' | 'transcript'> & {
    type: 'transcript';
  }
>;

export type VoiceSocketConversationUpdate = Sent<
  Pick<Schemas['ClientMessageConversationUpdate'], 'type' | 'messagesOpenAIFormatted'> & {
    messages: Schemas['BotMessage'][];
  }
>;

export type VoiceSocketUserInterrupted = Sent<
  Pick<Schemas['ClientMessageUserInterrupted'], 'type'> & { turnId: string }
>;

export type VoiceSocketStatusUpdate = Sent<
  Pick<Schemas['ServerMessageStatusUpdate'], 'type' | 'status' | 'endedReason'>
>;

/** One tool result as Vapi forwards it to the client (`metadata` is for the client only). */
export type VoiceSocketToolCallResult = Pick<
  Schemas['ToolCallResult'],
  'name' | 'toolCallId' | 'result' | 'error'
> & { metadata?: Record<string, unknown> };

/**
 * A server tool's result forwarded to the client (assistant `clientMessages` includes
 * `tool-calls-result`): the page shows what the assistant offers.
 */
export type VoiceSocketToolCallsResult = Sent<
  Pick<Schemas['ClientMessageToolCallsResult'], 'type'> & {
    toolCallResult: VoiceSocketToolCallResult;
  }
>;

/** Vapi's reasons a call ended. */
export type VoiceSocketEndedReason = NonNullable<
  Schemas['ServerMessageStatusUpdate']['endedReason']
>;

/** A JSON text frame from the server. */
export type VoiceSocketServerMessage =
  | VoiceSocketSpeechUpdate
  | VoiceSocketTranscript
  | VoiceSocketConversationUpdate
  | VoiceSocketUserInterrupted
  | VoiceSocketStatusUpdate
  | VoiceSocketToolCallsResult;

/** The `type` of a JSON text frame from the server. */
export type VoiceSocketServerMessageType = VoiceSocketServerMessage['type'];

// One key per member of the union: a new server message fails to compile here until it is listed.
const SERVER_MESSAGE_TYPES = {
  'speech-update': true,
  transcript: true,
  'conversation-update': true,
  'user-interrupted': true,
  'status-update': true,
  'tool-calls-result': true,
} as const satisfies Record<VoiceSocketServerMessageType, true>;

/** Every `type` the server sends, at run time (the client's check of incoming frames). */
export const VOICE_SOCKET_SERVER_MESSAGE_TYPES = Object.freeze(
  Object.keys(SERVER_MESSAGE_TYPES) as VoiceSocketServerMessageType[],
);

/** `say` as web calls send it (`message`; the REST control API calls the text `content`). */
export type VoiceSocketSay = { type: 'say'; message: string } & Pick<
  Schemas['ClientInboundMessageSay'],
  'endCallAfterSpoken' | 'interruptionsEnabled' | 'interruptAssistantEnabled'
>;

/** Adds a message to the conversation (optionally answered right away). */
export interface VoiceSocketAddMessage {
  type: 'add-message';
  message: { role: string; content: string; [key: string]: unknown };
  triggerResponseEnabled?: boolean;
}

/**
 * The visitor's typed turn in a live call: a user message answered like a spoken turn (Vapi's
 * `ClientInboundMessageAddMessage` with an `OpenAIMessage` of role `user`; Daily sends it as an
 * app message, the WebSocket transport as a text frame). The text is checked by the caller
 * (`checkTypedTurn` in @hlasovy-asistent/validation).
 */
export type VoiceSocketTypedTurn = VoiceSocketAddMessage & {
  message: { role: Extract<Schemas['OpenAIMessage']['role'], 'user'>; content: string };
  triggerResponseEnabled: true;
};

/** The `add-message` frame of a typed turn. */
export function typedTurnMessage(text: string): VoiceSocketTypedTurn {
  return {
    type: 'add-message',
    message: { role: 'user', content: text },
    triggerResponseEnabled: true,
  };
}

/**
 * The text of a typed turn (an `add-message` of role `user` that asks for an answer; Vapi's
 * `triggerResponseEnabled` defaults to true), or null for any other frame.
 */
export function typedTurnText(message: {
  type?: unknown;
  message?: unknown;
  triggerResponseEnabled?: unknown;
}): string | null {
  if (message.type !== 'add-message' || message.triggerResponseEnabled === false) return null;
  const added = message.message;
  if (typeof added !== 'object' || added === null) return null;
  const { role, content } = added as { role?: unknown; content?: unknown };
  return role === 'user' && typeof content === 'string' ? content : null;
}

/** Live call control of web calls. */
export interface VoiceSocketControl {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  videoRecordingStartDelaySeconds?: number;
}

export type VoiceSocketEndCall = Schemas['ClientInboundMessageEndCall'];

/** A JSON text frame from the client. */
export type VoiceSocketClientMessage =
  | { type: 'hangup' }
  | VoiceSocketEndCall
  | VoiceSocketSay
  | VoiceSocketAddMessage
  | VoiceSocketControl;

/** The documented end of a call from the client: `{"type":"hangup"}`, then close. */
export const VOICE_SOCKET_HANGUP = { type: 'hangup' } as const satisfies VoiceSocketClientMessage;

/** The server's next assistant turn starts (its audio follows). */
export function isAssistantTurnStart(message: {
  type?: unknown;
  role?: unknown;
  status?: unknown;
}) {
  return (
    message.type === 'speech-update' && message.role === 'assistant' && message.status === 'started'
  );
}

/** A forwarded tool result (`tool-calls-result`) with its `toolCallResult` object. */
export function isToolCallsResult(message: {
  type?: unknown;
  toolCallResult?: unknown;
}): message is VoiceSocketToolCallsResult {
  return (
    message.type === 'tool-calls-result' &&
    typeof message.toolCallResult === 'object' &&
    message.toolCallResult !== null
  );
}
