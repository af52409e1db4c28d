// The rule check every input of the client goes through, and zod's English wording for it.
import * as z from 'zod/mini';

/** Outcome of checking a value against one rule schema. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses `value` with `schema`; on failure `message` is the first issue's message. */
export function checkRule<T>(schema: z.core.$ZodType<T>, value: unknown): RuleResult<T> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}

/** Type name as zod's English messages print it: NaN, Infinity, null, array or a class name. */
function typeName(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? 'number' : String(input);
  if (typeof input !== 'object') return typeof input;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  const ctor = (input as { constructor?: { name?: unknown } }).constructor;
  return Object.getPrototypeOf(input) !== Object.prototype && 'constructor' in input && ctor
    ? `${ctor.name}`
    : 'object';
}

/**
 * zod's English wording of a value of the wrong type, the one issue the core's container schema
 * (callStartSchema, a loose object) raises itself. zod/mini loads no locale (it would say
 * "Invalid input"), so a container schema without a message of its own takes this error map to
 * keep the message classic zod gave; other codes fall through to whatever locale the app
 * configured (undefined). Daily's strict objects add their codes (daily/schemas/englishIssue.ts).
 */
export function englishTypeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const expected = issue.expected === 'nan' ? 'NaN' : issue.expected;
  return `Invalid input: expected ${expected}, received ${typeName(issue.input)}`;
}
