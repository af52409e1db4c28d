// Daily's media rules: send settings (presets, top layer, simulcast), input processors,
// the remote media player and the recording type.
import * as z from 'zod/mini';
import { englishIssue } from './englishIssue.ts';

/** One of `values`, refused as "`label` must be one of a, b, c". */
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });

export const CAMERA_SEND_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
] as const;

/** Camera send-settings preset. */
export const cameraSendPresetSchema = oneOf('Camera send preset', CAMERA_SEND_PRESETS);

export const SCREEN_SEND_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
] as const;

/** Screen-share send-settings preset. */
export const screenSendPresetSchema = oneOf('Screen send preset', SCREEN_SEND_PRESETS);

/** Highest simulcast layer to send or receive. */
export const maxQualitySchema = oneOf('maxQuality', ['low', 'medium', 'high']);

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

/** Background-blur strength: greater than 0, at most 1. */
export const backgroundBlurSchema = z
  .number({ error: 'Blur strength must be a number' })
  .check(
    z.gt(0, { error: 'Blur strength must be greater than 0 and at most 1' }),
    z.lte(1, { error: 'Blur strength must be greater than 0 and at most 1' }),
  );

/** Built-in background image choice: an integer from 1 to 10. */
export const backgroundImageSchema = z
  .number({ error: 'Background image must be a number' })
  .check(
    z.int({ error: 'Background image must be a whole number from 1 to 10' }),
    z.gte(1, { error: 'Background image must be a whole number from 1 to 10' }),
    z.lte(10, { error: 'Background image must be a whole number from 1 to 10' }),
  );

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

export const RECORDING_TYPES = ['cloud', 'raw-tracks', 'local'] as const;

/** Recording type: cloud, raw-tracks or local. */
export const recordingTypeSchema = oneOf('Recording type', RECORDING_TYPES);
