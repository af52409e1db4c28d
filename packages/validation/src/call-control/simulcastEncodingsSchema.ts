import * as z from 'zod';

const positive = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .positive({ error: `${name} must be greater than 0` });

/** One simulcast layer; other RTCRtpEncodingParameters fields (active, rid...) pass through. */
export const simulcastEncodingSchema = z.looseObject({
  maxBitrate: positive('maxBitrate'),
  maxFramerate: positive('maxFramerate').optional(),
  scaleResolutionDownBy: z
    .number({ error: 'scaleResolutionDownBy must be a number' })
    .min(1, { error: 'scaleResolutionDownBy must be at least 1' })
    .optional(),
});

/** Simulcast encodings: 1 to 3 layers. */
export const simulcastEncodingsSchema = z
  .array(simulcastEncodingSchema, { error: 'Simulcast encodings must be an array' })
  .min(1, { error: 'Simulcast encodings need at least 1 layer' })
  .max(3, { error: 'Simulcast encodings allow at most 3 layers' });

export type SimulcastEncoding = z.infer<typeof simulcastEncodingSchema>;
