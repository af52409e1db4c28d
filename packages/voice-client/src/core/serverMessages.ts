import {
  VOICE_SOCKET_SERVER_MESSAGE_TYPES,
  type VoiceSocketServerMessageType,
} from '@hlasovy-asistent/platform-api/voice-socket';
import * as z from 'zod/mini';

const base = <T extends string>(type: T) => ({ type: z.literal(type) });

const transcriptSchema = z.looseObject({
  ...base('transcript'),
  role: z.string(),
  transcriptType: z.optional(z.string()),
  transcript: z.string(),
});
const conversationUpdateSchema = z.looseObject({
  ...base('conversation-update'),
  messages: z.optional(z.array(z.unknown())),
  conversation: z.optional(z.array(z.unknown())),
});
const statusUpdateSchema = z.looseObject({
  ...base('status-update'),
  status: z.string(),
  endedReason: z.optional(z.string()),
});
const speechUpdateSchema = z.looseObject({
  ...base('speech-update'),
  status: z.string(),
  role: z.string(),
});
const saySchema = z.looseObject({
  ...base('say'),
  message: z.string(),
  endCallAfterSpoken: z.optional(z.boolean()),
  interruptionsEnabled: z.optional(z.boolean()),
  interruptAssistantEnabled: z.optional(z.boolean()),
});
const controlSchema = z.looseObject({
  ...base('control'),
  control: z.string(),
  videoRecordingStartDelaySeconds: z.optional(z.number()),
});
const userInterruptedSchema = z.looseObject({
  ...base('user-interrupted'),
  turnId: z.optional(z.string()),
});
const errorMessageSchema = z.looseObject({ ...base('error'), error: z.optional(z.unknown()) });
const bare = <T extends string>(type: T) => z.looseObject(base(type));

// Every message of the wire protocol's one definition (platform-api's voice-socket) is known; the
// ones below refine theirs.
const socketMessageSchemas = Object.fromEntries(
  VOICE_SOCKET_SERVER_MESSAGE_TYPES.map((type) => [type, bare(type)]),
) as { [K in VoiceSocketServerMessageType]: ReturnType<typeof bare<K>> };

/** Schemas of the server messages this client knows (Vapi's voice messages). */
export const serverMessageSchemas = {
  ...socketMessageSchemas,
  transcript: transcriptSchema,
  'conversation-update': conversationUpdateSchema,
  'call-start': bare('call-start'),
  'call-end': bare('call-end'),
  'speech-start': bare('speech-start'),
  'speech-end': bare('speech-end'),
  'speech-update': speechUpdateSchema,
  'status-update': statusUpdateSchema,
  'user-interrupted': userInterruptedSchema,
  error: errorMessageSchema,
  say: saySchema,
  control: controlSchema,
} as const;

type Schemas = typeof serverMessageSchemas;
export type KnownServerMessageType = keyof Schemas;
export type TranscriptMessage = z.infer<typeof transcriptSchema>;
export type StatusUpdateMessage = z.infer<typeof statusUpdateSchema>;
export type UserInterruptedMessage = z.infer<typeof userInterruptedSchema>;
export type KnownServerMessage = {
  [K in KnownServerMessageType]: z.infer<Schemas[K]>;
}[KnownServerMessageType];
/** A message whose `type` this client does not know; delivered raw after a logged warning. */
export interface UnknownServerMessage {
  readonly type: string;
  readonly [key: string]: unknown;
}
export type ServerMessage = KnownServerMessage | UnknownServerMessage;

export function isKnownServerMessageType(type: unknown): type is KnownServerMessageType {
  return typeof type === 'string' && Object.hasOwn(serverMessageSchemas, type);
}

/** Narrows a delivered message to the typed union. */
export function isKnownServerMessage(message: ServerMessage): message is KnownServerMessage {
  return isKnownServerMessageType(message.type);
}
