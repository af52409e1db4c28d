import * as z from 'zod/mini';

/** Background-blur strength: greater than 0, at most 1. */
export const backgroundBlurSchema = z
  .number({ error: 'Blur strength must be a number' })
  .check(
    z.gt(0, { error: 'Blur strength must be greater than 0 and at most 1' }),
    z.lte(1, { error: 'Blur strength must be greater than 0 and at most 1' }),
  );
