import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';
import { sessionIdSchema } from './sessionIdSchema.ts';

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
