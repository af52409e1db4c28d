import * as z from 'zod/mini';
import { type FieldIssue, HttpError } from './errors.ts';

/** Parses `value` with a zod schema; failures become a 400 with every field issue. */
export function parseWith<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
  message = 'The request body does not match the demo request',
): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
  throw new HttpError('invalid_payload', message, { issues });
}
