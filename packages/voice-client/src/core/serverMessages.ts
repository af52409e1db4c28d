import {
  type VoiceSocketServerMessage,
  type VoiceSocketServerMessageType,
  type VoiceSocketStatusUpdate,
  type VoiceSocketTranscript,
  type VoiceSocketUserInterrupted,
  voiceSocketServerMessageSchemas,
} from '@hlasovy-asistent/platform-api/voice-socket';

// The server messages this client knows are the wire protocol's, defined once (schemas and types)
// in @hlasovy-asistent/platform-api/voice-socket; parseServerMessage.ts checks incoming ones there.

export type KnownServerMessageType = VoiceSocketServerMessageType;
export type TranscriptMessage = VoiceSocketTranscript;
export type StatusUpdateMessage = VoiceSocketStatusUpdate;
export type UserInterruptedMessage = VoiceSocketUserInterrupted;
export type KnownServerMessage = VoiceSocketServerMessage;
/** A message whose `type` this client does not know; delivered raw after a logged warning. */
export interface UnknownServerMessage {
  readonly type: string;
  readonly [key: string]: unknown;
}
export type ServerMessage = KnownServerMessage | UnknownServerMessage;

export function isKnownServerMessageType(type: unknown): type is KnownServerMessageType {
  return typeof type === 'string' && Object.hasOwn(voiceSocketServerMessageSchemas, type);
}

/** Narrows a delivered message to the typed union. */
export function isKnownServerMessage(message: ServerMessage): message is KnownServerMessage {
  return isKnownServerMessageType(message.type);
}
