// The `voice-call-message` function: the visitor's typed turn into their live WebSocket call,
// posted to the call's control URL (the fallback channel the live check chooses).
import * as z from 'zod/mini';
import { checkTypedTurn, TYPED_TURN_MAX_CHARS } from '../call-control/typedTurn.ts';
import { VOICE_CALL_ID_PATTERN } from '../call-id/callId.ts';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { functionContract } from './functionContract.ts';

/**
 * A typed turn's text, in a call or a written conversation, as checkTypedTurn reads it
 * (sanitised, 1 to TYPED_TURN_MAX_CHARS characters; refused, never cut).
 */
export const typedTurnText = z.pipe(
  z.string("text is the visitor's message"),
  z.transform((input, ctx) => {
    const checked = checkTypedTurn(input);
    if (checked.ok) return checked.text;
    ctx.issues.push(
      checked.problem === 'empty'
        ? { code: 'too_small', minimum: 1, origin: 'string', input, message: checked.message }
        : {
            code: 'too_big',
            maximum: TYPED_TURN_MAX_CHARS,
            origin: 'string',
            input,
            message: checked.message,
          },
    );
    return z.NEVER;
  }),
);

/** `{ callId, text }` of the visitor's live WebSocket call: 202 `{ sent: true, text }`. */
export const voiceCallMessageContract = functionContract({
  name: 'voice-call-message',
  request: z.strictObject(
    {
      callId: z.string().check(z.regex(VOICE_CALL_ID_PATTERN, 'callId is the id of your call')),
      text: typedTurnText,
    },
    strictObjectError('A typed turn'),
  ),
  answer: z.object({ sent: z.literal(true), text: z.string() }),
  status: 202,
  maxBodyBytes: 8 * 1024,
  errors: { rate_limited: false, call_not_found: false, vapi_error: false },
});
