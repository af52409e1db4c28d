import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';
import { simulcastEncodingsSchema } from './simulcastEncodingsSchema.ts';

/** Remote media player settings: volume 0 to 2, state play or pause. */
export const remoteMediaPlayerSettingsSchema = z.strictObject(
  {
    volume: z.optional(
      z
        .number({ error: 'volume must be a number' })
        .check(
          z.gte(0, { error: 'volume must be between 0 and 2' }),
          z.lte(2, { error: 'volume must be between 0 and 2' }),
        ),
    ),
    state: z.optional(z.enum(['play', 'pause'], { error: 'state must be play or pause' })),
    simulcastEncodings: z.optional(simulcastEncodingsSchema),
  },
  { error: englishIssue },
);
