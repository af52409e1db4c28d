// Daily's rules for a dialled participant's session: SIP transfer, SIP REFER and DTMF.
import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';

/** A participant/session id: a non-empty string. */
const sessionIdSchema = z
  .string({ error: 'sessionId must be a string' })
  .check(z.minLength(1, { error: 'sessionId must not be empty' }));

/** SIP call transfer: toEndPoint is a sip: URI or a +number; callerId only with a +number. */
export const sipCallTransferSchema = z
  .strictObject(
    {
      sessionId: sessionIdSchema,
      toEndPoint: z.string({ error: 'toEndPoint must be a string' }).check(
        z.refine((s) => s.startsWith('sip:') || s.startsWith('+'), {
          error: 'toEndPoint must start with sip: or +',
        }),
      ),
      callerId: z.optional(z.string({ error: 'callerId must be a string' })),
      extension: z.optional(z.string({ error: 'extension must be a string' })),
    },
    { error: englishIssue },
  )
  .check(
    z.refine((v) => v.callerId === undefined || v.toEndPoint.startsWith('+'), {
      error: 'callerId is only allowed when transferring to a phone number starting with +',
      path: ['callerId'],
    }),
  );

/** SIP REFER: the endpoint must be a sip: URI. */
export const sipReferSchema = z.strictObject(
  {
    sessionId: sessionIdSchema,
    toEndPoint: z
      .string({ error: 'toEndPoint must be a string' })
      .check(z.startsWith('sip:', { error: 'A refer requires a sip: endpoint' })),
  },
  { error: englishIssue },
);

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
