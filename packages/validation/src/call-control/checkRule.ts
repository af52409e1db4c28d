import * as z from 'zod/mini';

/** Outcome of checking a value against one rule schema. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses `value` with `schema`; on failure `message` is the first issue's message. */
export function checkRule<T>(schema: z.core.$ZodType<T>, value: unknown): RuleResult<T> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}
