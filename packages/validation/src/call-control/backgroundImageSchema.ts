import * as z from 'zod';

/** Built-in background image choice: an integer from 1 to 10. */
export const backgroundImageSchema = z
  .number({ error: 'Background image must be a number' })
  .int({ error: 'Background image must be a whole number from 1 to 10' })
  .min(1, { error: 'Background image must be a whole number from 1 to 10' })
  .max(10, { error: 'Background image must be a whole number from 1 to 10' });
