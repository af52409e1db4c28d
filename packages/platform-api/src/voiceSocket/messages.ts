// The JSON text frames of a call on Vapi's WebSocket transport (the same messages a web call
// delivers as Daily app messages), both directions, as zod/mini schemas: the one runtime check of
// their shape for the voice client, the site, the local agent and the local Vapi stand-in (like
// Pipecat's `rtvi/messages.ts`). Every type below is inferred from its schema. The fields follow
// Vapi's OpenAPI document (src/generated/latest.ts: `ClientMessageSpeechUpdate`,
// `ClientMessageTranscript`, `ClientMessageConversationUpdate`, `ClientMessageUserInterrupted`,
// `ServerMessageStatusUpdate`, `ClientMessageToolCallsResult`, `ClientInboundMessage*`); objects
// are loose (Vapi adds fields, they are kept) and enums Vapi may grow are strings.
// scripts/socket-messages.test.ts fails when a second runtime check of these shapes appears.
import * as z from 'zod/mini';
import type { components } from '../generated/latest.ts';
import { toolCallResultSchema } from '../serverMessages/toolCallResult.ts';

type Schemas = components['schemas'];

/**
 * The version of this protocol definition. Raise it when a message changes incompatibly (a field
 * removed or narrowed, a type dropped); adding optional fields or message types keeps it.
 */
export const VOICE_SOCKET_PROTOCOL_VERSION = 1;

const timestamp = z.optional(z.number());
/** A message this repository receives and passes on without reading its fields. */
const untyped = <T extends string>(type: T) => z.looseObject({ type: z.literal(type), timestamp });

// ---- server -> client

const speechUpdate = z.looseObject({
  type: z.literal('speech-update'),
  status: z.string(),
  role: z.string(),
  turn: z.optional(z.number()),
  timestamp,
});

const transcript = z.looseObject({
  type: z.literal('transcript'),
  role: z.string(),
  transcriptType: z.optional(z.string()),
  transcript: z.string(),
  timestamp,
});

const conversationUpdate = z.looseObject({
  type: z.literal('conversation-update'),
  messages: z.optional(z.array(z.unknown())),
  messagesOpenAIFormatted: z.optional(z.array(z.unknown())),
  conversation: z.optional(z.array(z.unknown())),
  timestamp,
});

const userInterrupted = z.looseObject({
  type: z.literal('user-interrupted'),
  turnId: z.optional(z.string()),
  timestamp,
});

const statusUpdate = z.looseObject({
  type: z.literal('status-update'),
  status: z.string(),
  endedReason: z.optional(z.string()),
  timestamp,
});

/**
 * A server tool's result forwarded to the client (assistant `clientMessages` includes
 * `tool-calls-result`): the page shows what the assistant offers.
 */
const toolCallsResult = z.looseObject({
  type: z.literal('tool-calls-result'),
  toolCallResult: toolCallResultSchema,
  timestamp,
});

/**
 * Every message the server sends, by `type`: the ones this repository reads
 * (VOICE_SOCKET_BROWSER_MESSAGE_TYPES), and the rest of Vapi's default `clientMessages`, known so
 * that an assistant with the default list (a developer's own) gets no warning for them.
 */
export const voiceSocketServerMessageSchemas = {
  'conversation-update': conversationUpdate,
  'function-call': untyped('function-call'),
  hang: untyped('hang'),
  'model-output': untyped('model-output'),
  'speech-update': speechUpdate,
  'status-update': statusUpdate,
  'transfer-update': untyped('transfer-update'),
  transcript,
  'tool-calls': untyped('tool-calls'),
  'tool-calls-result': toolCallsResult,
  'user-interrupted': userInterrupted,
  'voice-input': untyped('voice-input'),
} as const;

type ServerSchemas = typeof voiceSocketServerMessageSchemas;

/** The `type` of a JSON text frame from the server. */
export type VoiceSocketServerMessageType = keyof ServerSchemas;

/** A JSON text frame from the server. */
export type VoiceSocketServerMessage = {
  [K in VoiceSocketServerMessageType]: z.infer<ServerSchemas[K]>;
}[VoiceSocketServerMessageType];

export type VoiceSocketSpeechUpdate = z.infer<typeof speechUpdate>;
export type VoiceSocketTranscript = z.infer<typeof transcript>;
export type VoiceSocketConversationUpdate = z.infer<typeof conversationUpdate>;
export type VoiceSocketUserInterrupted = z.infer<typeof userInterrupted>;
export type VoiceSocketStatusUpdate = z.infer<typeof statusUpdate>;
/** One tool result as Vapi forwards it to the client (`metadata` is for the client only). */
export type VoiceSocketToolCallResult = z.infer<typeof toolCallResultSchema>;
export type VoiceSocketToolCallsResult = z.infer<typeof toolCallsResult>;

/** Vapi's reasons a call ended (the values `status-update`'s `endedReason` takes). */
export type VoiceSocketEndedReason = NonNullable<
  Schemas['ServerMessageStatusUpdate']['endedReason']
>;

/** Every `type` the server sends, at run time. */
export const VOICE_SOCKET_SERVER_MESSAGE_TYPES = Object.freeze(
  Object.keys(voiceSocketServerMessageSchemas) as VoiceSocketServerMessageType[],
);

/**
 * The server messages the site and the voice client act on: the speaking turns, the call's
 * status, the transcripts, the forwarded tool results (the slots the assistant offers) and the
 * visitor's interruptions. The only ones the assistant asks Vapi to send to the browser (its
 * `clientMessages`, assistant/src/buildAssistant.ts): Vapi's default list also has types whose
 * own fields carry tool or assistant configuration (`tool-calls`: each tool's `server` with its
 * `headers`; `transfer-update`: `toAssistant`; `assistant.started`: `newAssistant`), which
 * assistant/test/clientMessages.test.ts reads from the OpenAPI document and keeps off it.
 */
export const VOICE_SOCKET_BROWSER_MESSAGE_TYPES = Object.freeze([
  'speech-update',
  'status-update',
  'transcript',
  'tool-calls-result',
  'user-interrupted',
] as const satisfies readonly VoiceSocketServerMessageType[]);

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
export function isToolCallsResult(message: unknown): message is VoiceSocketToolCallsResult {
  return toolCallsResult.safeParse(message).success;
}

// ---- client -> server

/** The documented end of a call on the WebSocket transport (then the socket closes). */
const hangup = z.looseObject({ type: z.literal('hangup') });

/** Ends the call (web calls; the local agent takes it like `hangup`). */
const endCall = z.looseObject({ type: z.literal('end-call') });

/** `say` as web calls send it (`message`; the REST control API calls the text `content`). */
const say = z.looseObject({
  type: z.literal('say'),
  message: z.string(),
  endCallAfterSpoken: z.optional(z.boolean()),
  interruptionsEnabled: z.optional(z.boolean()),
  interruptAssistantEnabled: z.optional(z.boolean()),
});

/** Adds a message to the conversation (optionally answered right away). */
const addMessage = z.looseObject({
  type: z.literal('add-message'),
  message: z.looseObject({ role: z.string(), content: z.string() }),
  triggerResponseEnabled: z.optional(z.boolean()),
});

/** Live call control of web calls. */
const control = z.looseObject({
  type: z.literal('control'),
  control: z.enum(['mute-assistant', 'unmute-assistant', 'say-first-message']),
  videoRecordingStartDelaySeconds: z.optional(z.number()),
});

/** Every message the client sends, by `type`. */
export const voiceSocketClientMessageSchemas = {
  hangup,
  'end-call': endCall,
  say,
  'add-message': addMessage,
  control,
} as const;

type ClientSchemas = typeof voiceSocketClientMessageSchemas;

/** A JSON text frame from the client. */
export type VoiceSocketClientMessage = {
  [K in keyof ClientSchemas]: z.infer<ClientSchemas[K]>;
}[keyof ClientSchemas];

export type VoiceSocketSay = z.infer<typeof say>;
export type VoiceSocketAddMessage = z.infer<typeof addMessage>;
export type VoiceSocketControl = z.infer<typeof control>;
export type VoiceSocketEndCall = z.infer<typeof endCall>;

/** The documented end of a call from the client: `{"type":"hangup"}`, then close. */
export const VOICE_SOCKET_HANGUP = { type: 'hangup' } as const satisfies VoiceSocketClientMessage;

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
export function typedTurnText(message: unknown): string | null {
  const added = addMessage.safeParse(message);
  if (!added.success || added.data.triggerResponseEnabled === false) return null;
  return added.data.message.role === 'user' ? added.data.message.content : null;
}
