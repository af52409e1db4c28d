// Text frames from the client: JSON as on Vapi web calls. The agent acts on `hangup` (the
// WebSocket transport's documented end, also accepted as `end-call`), `say` and the visitor's
// typed turn (`add-message` of role user that asks for an answer: checked and sanitised with the
// client's own rule, `checkTypedTurn`); other `add-message`s and `control` are understood and
// ignored (nothing here has a language model); anything else is rejected with a reason for the log. The frames are typed once, for the client and the agent,
// in @hlasovy-asistent/platform-api/voice-socket.
import {
  typedTurnText,
  type VoiceSocketClientMessage,
  type VoiceSocketSay,
} from '@hlasovy-asistent/platform-api/voice-socket';
import { checkTypedTurn } from '@hlasovy-asistent/validation';

/** Longest text frame read (bigger ones are ignored unparsed). */
export const MAX_TEXT_FRAME_BYTES = 16 * 1024;
/** Longest `say` text (about 35 s of speech; synthesized in a worker thread, then cached). */
export const MAX_SAY_CHARS = 500;

export type ClientCommand =
  | { kind: 'hangup' }
  | {
      kind: 'say';
      message: string;
      endCallAfterSpoken: boolean;
      /** Cut the line the assistant is speaking (else wait for it to end). */
      interruptAssistant: boolean;
      /** The visitor may barge in on this line. */
      interruptible: boolean;
    }
  /** The visitor typed this (sanitised): answered like a spoken turn, echoed as theirs. */
  | { kind: 'typed'; text: string }
  | { kind: 'ignored'; type: string }
  | { kind: 'invalid'; reason: string; detail: string };

const KNOWN_IGNORED = new Set<VoiceSocketClientMessage['type']>(['add-message', 'control']);

function invalid(reason: string, detail: string): ClientCommand {
  return { kind: 'invalid', reason, detail };
}

export function parseClientMessage(text: string): ClientCommand {
  if (text.length > MAX_TEXT_FRAME_BYTES) {
    return invalid('oversized-text', `${text.length} characters`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid('invalid-json', JSON.stringify(text.slice(0, 40)));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return invalid('not-an-object', typeof value);
  }
  const message = value as Record<string, unknown>;
  const type = message.type;
  if (typeof type !== 'string') return invalid('no-type', 'missing "type"');
  if (type === 'hangup' || type === 'end-call') return { kind: 'hangup' };
  const typed = typedTurnText(message);
  if (typed !== null) {
    const checked = checkTypedTurn(typed);
    return checked.ok
      ? { kind: 'typed', text: checked.text }
      : invalid('bad-typed-turn', checked.problem);
  }
  if (KNOWN_IGNORED.has(type as VoiceSocketClientMessage['type'])) return { kind: 'ignored', type };
  if (type === 'say') {
    const say = message as Partial<Record<keyof VoiceSocketSay, unknown>>;
    const said = say.message;
    if (typeof said !== 'string' || said.trim() === '') return invalid('bad-say', 'no message');
    if (said.length > MAX_SAY_CHARS) return invalid('bad-say', `${said.length} characters`);
    return {
      kind: 'say',
      message: said.trim(),
      endCallAfterSpoken: say.endCallAfterSpoken === true,
      interruptAssistant: say.interruptAssistantEnabled !== false,
      interruptible: say.interruptionsEnabled !== false,
    };
  }
  return invalid('unknown-type', JSON.stringify(type.slice(0, 40)));
}
