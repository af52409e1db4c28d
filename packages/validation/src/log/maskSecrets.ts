/** What a masked value becomes. */
export const MASK = '***';
/** What a reference back to an enclosing object becomes (keeps the result JSON-serialisable). */
export const CIRCULAR = '[Circular]';

const SECRET_KEY = /key|secret|token/i;

/** True for property names whose values are masked: containing key, secret or token, any case. */
export function isSecretKey(name: string): boolean {
  return SECRET_KEY.test(name);
}

const maskEntries = (entries: [string, unknown][], seen: Set<object>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    out[name] = isSecretKey(name) ? MASK : mask(value, seen);
  }
  return out;
};

function mask(value: unknown, seen: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return CIRCULAR;
  if (value instanceof Date) return new Date(value.getTime());
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => mask(item, seen));
    if (value instanceof Map) {
      return new Map(
        [...value].map(([k, v]) => [
          k,
          typeof k === 'string' && isSecretKey(k) ? MASK : mask(v, seen),
        ]),
      );
    }
    if (value instanceof Set) return new Set([...value].map((item) => mask(item, seen)));
    if (value instanceof Error) {
      const { name, message } = value;
      return maskEntries([['name', name], ['message', message], ...Object.entries(value)], seen);
    }
    return maskEntries(Object.entries(value), seen);
  } finally {
    seen.delete(value);
  }
}

/**
 * A deep copy of `value` in which every value under a property whose name contains key, secret or
 * token (any case, any depth, inside arrays, Maps and Sets too) is replaced by '***'. A reference
 * back to an enclosing object becomes '[Circular]' (no crash, still JSON-serialisable); a shared,
 * non-circular object is simply copied twice. Errors become { name, message, ...own fields }.
 * The input is never modified.
 */
export function maskSecrets<T>(value: T): T {
  return mask(value, new Set()) as T;
}
