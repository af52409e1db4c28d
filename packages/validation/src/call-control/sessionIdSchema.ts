import * as z from 'zod/mini';

/** A participant/session id: a non-empty string. */
export const sessionIdSchema = z
  .string({ error: 'sessionId must be a string' })
  .check(z.minLength(1, { error: 'sessionId must not be empty' }));
