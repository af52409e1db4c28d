import * as z from 'zod';
import { sessionIdSchema } from './sessionIdSchema.ts';

/** SIP call transfer: toEndPoint is a sip: URI or a +number; callerId only with a +number. */
export const sipCallTransferSchema = z
  .strictObject({
    sessionId: sessionIdSchema,
    toEndPoint: z
      .string({ error: 'toEndPoint must be a string' })
      .refine((s) => s.startsWith('sip:') || s.startsWith('+'), {
        error: 'toEndPoint must start with sip: or +',
      }),
    callerId: z.string({ error: 'callerId must be a string' }).optional(),
    extension: z.string({ error: 'extension must be a string' }).optional(),
  })
  .refine((v) => v.callerId === undefined || v.toEndPoint.startsWith('+'), {
    error: 'callerId is only allowed when transferring to a phone number starting with +',
    path: ['callerId'],
  });

export type SipCallTransferOptions = z.infer<typeof sipCallTransferSchema>;
