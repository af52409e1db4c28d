import { sanitizeText } from '../text/sanitizeText.ts';

/**
 * Longest typed turn, in a call or a written conversation (the `chat` function refuses a longer
 * one, the fields stop there and their refusal names it), in characters (UTF-16 units) after
 * sanitising. A typed message is a sentence or two, a phone number or an e-mail address, never a
 * document: each turn is sent to the model and paid for. A UTF-16 unit is at most
 * 3 bytes of UTF-8 (a surrogate pair 4 for 2 units) and the sanitiser leaves no control
 * character for JSON to escape, so even a turn of quotes fits, with its `add-message` envelope,
 * in one app message of the voice client (its APP_MESSAGE_MAX_BYTES, 4096: the limit of
 * everything the client sends).
 */
export const TYPED_TURN_MAX_CHARS = 1000;

/** Why a typed turn cannot be sent. */
type TypedTurnProblem = 'empty' | 'too-long';

export type TypedTurnCheck =
  | { ok: true; text: string }
  | { ok: false; problem: TypedTurnProblem; message: string };

/**
 * The visitor's typed text for the call: sanitised like all free text (`sanitizeText`: control
 * characters, markup and script-like prefixes go, trimmed); nothing left is `empty`, more than
 * TYPED_TURN_MAX_CHARS characters is `too-long` (refused, never cut: half a sentence would be
 * answered as if whole). Non-strings are empty.
 */
export function checkTypedTurn(input: unknown): TypedTurnCheck {
  const text = sanitizeText(input);
  if (text === '') {
    return { ok: false, problem: 'empty', message: 'Typed text must not be empty' };
  }
  if (text.length > TYPED_TURN_MAX_CHARS) {
    return {
      ok: false,
      problem: 'too-long',
      message: `Typed text must be at most ${TYPED_TURN_MAX_CHARS} characters`,
    };
  }
  return { ok: true, text };
}
