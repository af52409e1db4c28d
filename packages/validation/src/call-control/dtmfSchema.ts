import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';
import { sessionIdSchema } from './sessionIdSchema.ts';

const DTMF_MAX_TONES = 20;

/** Send DTMF: up to 20 tones from 0-9, A-D, * and #. */
export const dtmfSchema = z.strictObject(
  {
    sessionId: sessionIdSchema,
    tones: z.string({ error: 'tones must be a string' }).check(
      z.minLength(1, { error: 'tones must not be empty' }),
      z.maxLength(DTMF_MAX_TONES, {
        error: `tones must be at most ${DTMF_MAX_TONES} characters`,
      }),
      z.regex(/^[0-9A-D*#]*$/, { error: 'tones may only contain 0-9, A-D, * and #' }),
    ),
  },
  { error: englishIssue },
);
