// The `voice-call-message` function: the visitor's typed turn into their live WebSocket call,
// posted to the call's control URL (the fallback channel the live check chooses).
import * as z from 'zod/mini';
import { checkTypedTurn } from '../call-control/typedTurn.ts';
import { VOICE_CALL_ID_PATTERN } from '../call-id/callId.ts';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { functionContract } from './functionContract.ts';

/** The text as checkTypedTurn reads it (sanitised, 1 to TYPED_TURN_MAX_CHARS characters). */
const typedText = z.pipe(
  z.unknown(),
  z.transform((input, ctx) => {
    const checked = checkTypedTurn(input);
    if (checked.ok) return checked.text;
    ctx.issues.push({ code: 'custom', input, message: checked.message, params: checked });
    return z.NEVER;
  }),
);

/** `{ callId, text }` of the visitor's live WebSocket call: 202 `{ sent: true, text }`. */
export const voiceCallMessageContract = functionContract({
  name: 'voice-call-message',
  request: z.strictObject(
    {
      callId: z.string().check(z.regex(VOICE_CALL_ID_PATTERN, 'callId is the id of your call')),
      text: typedText,
    },
    strictObjectError('A typed turn'),
  ),
  answer: z.object({ sent: z.literal(true), text: z.string() }),
  status: 202,
  maxBodyBytes: 8 * 1024,
  errors: { rate_limited: false, call_not_found: false, vapi_error: false },
});
