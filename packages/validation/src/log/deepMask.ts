/** What a masked value becomes. */
const MASK = '***';
/** What a reference back to an enclosing object becomes (keeps the result JSON-serialisable). */
const CIRCULAR = '[Circular]';

const SECRET_KEY = /key|secret|token/i;

/** True for property names whose values are masked: containing key, secret or token, any case. */
function isSecretKey(name: string): boolean {
  return SECRET_KEY.test(name);
}

export interface DeepMaskOptions {
  /** Rewrites every string met (values, property names, Map keys, error texts). */
  text?: (value: string) => string;
  /** Errors also keep `stack`, `cause` and `errors` (AggregateError), masked the same way. */
  errorDetails?: boolean;
}

interface Walk extends DeepMaskOptions {
  seen: Set<object>;
}

const ERROR_DETAILS = ['stack', 'cause', 'errors'] as const;

function maskEntries(entries: [string, unknown][], walk: Walk): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    out[walk.text ? walk.text(name) : name] = isSecretKey(name) ? MASK : mask(value, walk);
  }
  return out;
}

function errorEntries(error: Error, walk: Walk): [string, unknown][] {
  const entries: [string, unknown][] = [
    ['name', error.name],
    ['message', error.message],
  ];
  if (walk.errorDetails) {
    for (const field of ERROR_DETAILS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (value !== undefined && !Object.keys(error).includes(field)) entries.push([field, value]);
    }
  }
  return [...entries, ...Object.entries(error)];
}

function mask(value: unknown, walk: Walk): unknown {
  if (typeof value === 'string') return walk.text ? walk.text(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (walk.seen.has(value)) return CIRCULAR;
  if (value instanceof Date) return new Date(value.getTime());
  walk.seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => mask(item, walk));
    if (value instanceof Map) {
      return new Map(
        [...value].map(([k, v]) => [
          typeof k === 'string' && walk.text ? walk.text(k) : k,
          typeof k === 'string' && isSecretKey(k) ? MASK : mask(v, walk),
        ]),
      );
    }
    if (value instanceof Set) return new Set([...value].map((item) => mask(item, walk)));
    if (value instanceof Error) return maskEntries(errorEntries(value, walk), walk);
    return maskEntries(Object.entries(value), walk);
  } finally {
    walk.seen.delete(value);
  }
}

/**
 * A deep copy of `value` in which every value under a property whose name contains key, secret or
 * token (any case, any depth, inside arrays, Maps and Sets too) is replaced by '***', and every
 * string goes through `options.text` when given. A reference back to an enclosing object becomes
 * '[Circular]'; a shared, non-circular object is simply copied twice. Errors become
 * { name, message, ...own fields } (plus stack, cause and errors with `errorDetails`).
 * The input is never modified.
 */
export function deepMask<T>(value: T, options: DeepMaskOptions = {}): T {
  return mask(value, { ...options, seen: new Set() }) as T;
}
