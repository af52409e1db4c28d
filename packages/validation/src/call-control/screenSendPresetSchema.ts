import * as z from 'zod/mini';

export const SCREEN_SEND_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
] as const;

/** Screen-share send-settings preset. */
export const screenSendPresetSchema = z.enum(SCREEN_SEND_PRESETS, {
  error: `Screen send preset must be one of ${SCREEN_SEND_PRESETS.join(', ')}`,
});
