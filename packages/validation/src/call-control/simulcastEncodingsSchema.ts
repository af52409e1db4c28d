import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';

const positive = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .check(z.positive({ error: `${name} must be greater than 0` }));

/** One simulcast layer; other RTCRtpEncodingParameters fields (active, rid...) pass through. */
export const simulcastEncodingSchema = z.looseObject(
  {
    maxBitrate: positive('maxBitrate'),
    maxFramerate: z.optional(positive('maxFramerate')),
    scaleResolutionDownBy: z.optional(
      z
        .number({ error: 'scaleResolutionDownBy must be a number' })
        .check(z.gte(1, { error: 'scaleResolutionDownBy must be at least 1' })),
    ),
  },
  { error: englishIssue },
);

/** Simulcast encodings: 1 to 3 layers. */
export const simulcastEncodingsSchema = z
  .array(simulcastEncodingSchema, { error: 'Simulcast encodings must be an array' })
  .check(
    z.minLength(1, { error: 'Simulcast encodings need at least 1 layer' }),
    z.maxLength(3, { error: 'Simulcast encodings allow at most 3 layers' }),
  );
