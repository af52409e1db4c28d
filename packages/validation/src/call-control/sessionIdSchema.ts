import * as z from 'zod';

/** A participant/session id: a non-empty string. */
export const sessionIdSchema = z
  .string({ error: 'sessionId must be a string' })
  .min(1, { error: 'sessionId must not be empty' });
