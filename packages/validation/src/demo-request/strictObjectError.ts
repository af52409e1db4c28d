import type * as z from 'zod/mini';

/** Object-level messages for the demo schemas: unknown fields are named, non-objects explained. */
export const strictObjectError = (what: string) => ({
  error: (issue: z.core.$ZodRawIssue): string =>
    issue.code === 'unrecognized_keys'
      ? `${what} has unknown field(s): ${issue.keys.join(', ')}`
      : `${what} must be an object`,
});
