import * as z from 'zod/mini';

/** Highest simulcast layer to send or receive. */
export const maxQualitySchema = z.enum(['low', 'medium', 'high'], {
  error: 'maxQuality must be one of low, medium, high',
});
