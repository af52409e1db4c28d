import * as z from 'zod/mini';

export const CAMERA_SEND_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
] as const;

/** Camera send-settings preset. */
export const cameraSendPresetSchema = z.enum(CAMERA_SEND_PRESETS, {
  error: `Camera send preset must be one of ${CAMERA_SEND_PRESETS.join(', ')}`,
});
