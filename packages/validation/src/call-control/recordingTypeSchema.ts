import * as z from 'zod/mini';

export const RECORDING_TYPES = ['cloud', 'raw-tracks', 'local'] as const;

/** Recording type: cloud, raw-tracks or local. */
export const recordingTypeSchema = z.enum(RECORDING_TYPES, {
  error: `Recording type must be one of ${RECORDING_TYPES.join(', ')}`,
});
