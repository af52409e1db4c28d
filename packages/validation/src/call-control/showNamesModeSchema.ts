import * as z from 'zod/mini';

/** Show-names mode: 'always', 'never' or false. */
export const showNamesModeSchema = z.union(
  [z.literal('always'), z.literal('never'), z.literal(false)],
  {
    error: "Show-names mode must be 'always', 'never' or false",
  },
);
