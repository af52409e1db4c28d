import * as z from 'zod';
import { simulcastEncodingsSchema } from './simulcastEncodingsSchema.ts';

/** Remote media player settings: volume 0 to 2, state play or pause. */
export const remoteMediaPlayerSettingsSchema = z.strictObject({
  volume: z
    .number({ error: 'volume must be a number' })
    .min(0, { error: 'volume must be between 0 and 2' })
    .max(2, { error: 'volume must be between 0 and 2' })
    .optional(),
  state: z.enum(['play', 'pause'], { error: 'state must be play or pause' }).optional(),
  simulcastEncodings: simulcastEncodingsSchema.optional(),
});

export type RemoteMediaPlayerSettings = z.infer<typeof remoteMediaPlayerSettingsSchema>;
