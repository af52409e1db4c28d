import * as z from 'zod/mini';

/** Built-in background image choice: an integer from 1 to 10. */
export const backgroundImageSchema = z
  .number({ error: 'Background image must be a number' })
  .check(
    z.int({ error: 'Background image must be a whole number from 1 to 10' }),
    z.gte(1, { error: 'Background image must be a whole number from 1 to 10' }),
    z.lte(10, { error: 'Background image must be a whole number from 1 to 10' }),
  );
