// Text frames from the client: JSON as on Vapi web calls, checked with the wire protocol's schemas
// (the one definition, @hlasovy-asistent/platform-api/voice-socket). The agent acts on `hangup`
// (the WebSocket transport's documented end, also accepted as `end-call`), `say` and the visitor's
// typed turn (`add-message` of role user that asks for an answer: checked and sanitised with the
// client's own rule, `checkTypedTurn`); other `add-message`s and `control` are understood and
// ignored (nothing here has a language model); anything else is rejected with a reason for the log.
import {
  typedTurnText,
  voiceSocketClientMessageSchemas,
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

function invalid(reason: string, detail: string): ClientCommand {
  return { kind: 'invalid', reason, detail };
}

type ClientType = keyof typeof voiceSocketClientMessageSchemas;

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
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return invalid('no-type', 'missing "type"');
  if (!Object.hasOwn(voiceSocketClientMessageSchemas, type)) {
    return invalid('unknown-type', JSON.stringify(type.slice(0, 40)));
  }
  const parsed = voiceSocketClientMessageSchemas[type as ClientType].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalid(`bad-${type}`, `${issue?.path.join('.')} ${issue?.message}`);
  }
  const message = parsed.data;
  switch (message.type) {
    case 'hangup':
    case 'end-call':
      return { kind: 'hangup' };
    case 'add-message': {
      const typed = typedTurnText(message);
      if (typed === null) return { kind: 'ignored', type };
      const checked = checkTypedTurn(typed);
      return checked.ok
        ? { kind: 'typed', text: checked.text }
        : invalid('bad-typed-turn', checked.problem);
    }
    case 'control':
      return { kind: 'ignored', type };
    case 'say': {
      const said = message.message.trim();
      if (said === '') return invalid('bad-say', 'no message');
      if (said.length > MAX_SAY_CHARS) return invalid('bad-say', `${said.length} characters`);
      return {
        kind: 'say',
        message: said,
        endCallAfterSpoken: message.endCallAfterSpoken === true,
        interruptAssistant: message.interruptAssistantEnabled !== false,
        interruptible: message.interruptionsEnabled !== false,
      };
    }
  }
}
