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
 * zod's English wording of the issues an object, record or array raises itself. zod/mini loads no
 * locale (it would say "Invalid input"), so the container schemas that carry no message of their
 * own take this error map to keep the messages classic zod gave. Other codes fall through to
 * whatever locale the app configured (undefined).
 */
export function englishIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'nan' ? 'NaN' : issue.expected;
      return `Invalid input: expected ${expected}, received ${typeName(issue.input)}`;
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${keys}`;
    }
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    default:
      return undefined;
  }
}
