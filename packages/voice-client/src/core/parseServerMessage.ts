import { voiceSocketServerMessageSchemas } from '@hlasovy-asistent/platform-api/voice-socket';
import { sanitizeTranscript } from '@hlasovy-asistent/validation';
import { isKnownServerMessageType, type ServerMessage } from './serverMessages.ts';

/** Default cap for one incoming server message (characters of its JSON text). */
export const MAX_INCOMING_MESSAGE_CHARS = 1_000_000;

export type ParsedServerMessage =
  | { kind: 'listening' }
  | { kind: 'message'; message: ServerMessage; known: boolean }
  | { kind: 'invalid'; reason: string; suspicious: boolean };

/**
 * Turns a server message (Daily `app-message` data, a WebSocket text frame) into a typed result
 * with the wire protocol's schemas; never throws. Transcripts are sanitised here, once for every
 * reader of the client's `message` event.
 */
export function parseServerMessage(
  data: unknown,
  maxChars = MAX_INCOMING_MESSAGE_CHARS,
): ParsedServerMessage {
  if (data === 'listening') return { kind: 'listening' };
  let value: unknown = data;
  if (typeof data === 'string') {
    if (data.length > maxChars) {
      return {
        kind: 'invalid',
        reason: `message of ${data.length} chars exceeds ${maxChars}`,
        suspicious: true,
      };
    }
    try {
      value = JSON.parse(data);
    } catch {
      value = null;
    }
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || type === '' || Array.isArray(value)) {
    return { kind: 'invalid', reason: 'not a JSON object with a type', suspicious: false };
  }
  if (!isKnownServerMessageType(type)) {
    return { kind: 'message', message: value as ServerMessage, known: false };
  }
  const result = voiceSocketServerMessageSchemas[type].safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      kind: 'invalid',
      reason: `invalid ${type}: ${issue?.path.join('.')} ${issue?.message}`,
      suspicious: false,
    };
  }
  const message = result.data as ServerMessage;
  if (message.type === 'transcript') {
    return {
      kind: 'message',
      message: { ...message, transcript: sanitizeTranscript(message.transcript) },
      known: true,
    };
  }
  return { kind: 'message', message, known: true };
}
