// The funnel's functions (issue 41): `funnel` takes the page's counted steps as a beacon (no key,
// text/plain: no preflight), `funnel-digest` sends the morning digest when the database asks with
// the single-use token it issued.
import * as z from 'zod/mini';
import { strictObjectError } from '../demo-request/strictObjectError.ts';
import { funnelEventsSchema } from '../funnel/funnelEventsSchema.ts';
import { FUNNEL_MAX_BODY_BYTES } from '../funnel/funnelSteps.ts';
import { functionContract } from './functionContract.ts';

const count = z.number().check(z.int(), z.nonnegative());

/** `{ events }` -> what they did: counted, already counted for their conversation, or unknown. */
export const funnelContract = functionContract({
  name: 'funnel',
  request: funnelEventsSchema,
  answer: z.object({ counted: count, duplicates: count, unknown: count }),
  maxBodyBytes: FUNNEL_MAX_BODY_BYTES,
  contentTypes: ['application/json', 'text/plain'],
  apiKey: false,
  errors: { origin_not_allowed: false, rate_limited: false },
});

export type FunnelTally = z.infer<(typeof funnelContract)['answer']>;

/** `{ token }` (queue_funnel_digest's) -> the day reported and what became of its digest. */
export const funnelDigestContract = functionContract({
  name: 'funnel-digest',
  request: z.strictObject(
    { token: z.string('the token queue_funnel_digest sent') },
    strictObjectError('The body is { token }: it'),
  ),
  answer: z.object({ day: z.string(), status: z.enum(['sent', 'logged', 'failed']) }),
  maxBodyBytes: 1024,
  apiKey: false,
  errors: { verification_failed: false },
});
