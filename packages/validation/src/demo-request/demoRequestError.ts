import type * as z from 'zod/mini';
import { ValidationError } from '../ValidationError.ts';

/** Wraps a failed demo-request parse: the first issue's message, the zod error as cause. */
export function demoRequestError(what: string, error: z.core.$ZodError): ValidationError {
  const first = error.issues[0]?.message ?? 'invalid value';
  return new ValidationError('invalid_demo_request', `${what}: ${first}`, { cause: error });
}
