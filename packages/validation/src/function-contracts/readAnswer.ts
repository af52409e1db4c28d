// Reading what a function answered: its answer with the contract's schema, or its refusal's code
// and how the site shows it.
import type * as z from 'zod/mini';
import {
  FUNCTION_ERROR_STATUS,
  type FunctionContract,
  type FunctionErrorCode,
  type ShownRefusal,
} from './functionContract.ts';

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

/** The code of a refusal body (`{ error: { code } }`) when it is a code of the contract or the frame. */
export function refusalCode(body: unknown): FunctionErrorCode | null {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' && Object.hasOwn(FUNCTION_ERROR_STATUS, code)
    ? (code as FunctionErrorCode)
    : null;
}

/** How the site shows `code` of this function (null: its general failure). */
export function shownRefusal<C extends FunctionContract>(
  contract: C,
  code: FunctionErrorCode | null,
): ShownRefusal<C> | null {
  if (code === null || !Object.hasOwn(contract.errors, code)) return null;
  const shown = contract.errors[code];
  return typeof shown === 'string' ? (shown as ShownRefusal<C>) : null;
}
