import * as z from 'zod';
import { sessionIdSchema } from './sessionIdSchema.ts';

/** SIP REFER: the endpoint must be a sip: URI. */
export const sipReferSchema = z.strictObject({
  sessionId: sessionIdSchema,
  toEndPoint: z
    .string({ error: 'toEndPoint must be a string' })
    .startsWith('sip:', { error: 'A refer requires a sip: endpoint' }),
});

export type SipReferOptions = z.infer<typeof sipReferSchema>;
