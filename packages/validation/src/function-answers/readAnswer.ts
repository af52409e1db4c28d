import type * as z from 'zod/mini';

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Reads a function's JSON answer with its schema: the value (unknown fields dropped, defaults
 * applied) or a message naming the first problem (`websocketCallUrl: has no ws:// ...`; zod/mini
 * carries no locale, so a check without its own text says `Invalid input`).
 */
export function readAnswer<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): AnswerCheck<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  if (!issue?.path.length) return { ok: false, message: 'the answer is not a JSON object' };
  return { ok: false, message: `${issue.path.join('.')}: ${issue.message}` };
}
