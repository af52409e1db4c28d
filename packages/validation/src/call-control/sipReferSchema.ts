import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';
import { sessionIdSchema } from './sessionIdSchema.ts';

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
