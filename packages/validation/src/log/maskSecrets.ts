import { deepMask } from './deepMask.ts';

/**
 * A deep copy of `value` in which every value under a property whose name contains key, secret or
 * token (any case, any depth, inside arrays, Maps and Sets too) is replaced by '***'. A reference
 * back to an enclosing object becomes '[Circular]' (no crash, still JSON-serialisable); a shared,
 * non-circular object is simply copied twice. Errors become { name, message, ...own fields }.
 * The input is never modified.
 */
export function maskSecrets<T>(value: T): T {
  return deepMask(value);
}
