import {
  typedTurnMessage,
  type VoiceSocketTypedTurn,
} from '@hlasovy-asistent/platform-api/voice-socket';
import { checkTypedTurn } from '@hlasovy-asistent/validation';
import { VoiceClientError } from './errors.ts';

/** `sendText()` without a call (none started, or it ended). */
export const NOT_IN_CALL_MESSAGE = 'Typed text can only be sent during a call';

/**
 * The `add-message` of the visitor's typed text, sanitised and within the length limit
 * (`checkTypedTurn`), or the typed error: `text-empty`, `text-too-long`.
 */
export function typedTurn(text: unknown): VoiceSocketTypedTurn {
  const checked = checkTypedTurn(text);
  if (!checked.ok) {
    throw new VoiceClientError(
      checked.problem === 'empty' ? 'text-empty' : 'text-too-long',
      checked.message,
    );
  }
  return typedTurnMessage(checked.text);
}
