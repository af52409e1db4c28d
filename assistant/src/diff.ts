/** One difference between two assistant configurations, at a dotted path. */
export interface Change {
  path: string;
  /** undefined: the field is absent on that side. */
  from: unknown;
  to: unknown;
}

/** Fields Vapi sets itself: never a difference. */
const VOLATILE = new Set(['id', 'orgId', 'createdAt', 'updatedAt', 'latestVersion']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(from: unknown, to: unknown, path: string, out: Change[], onlyKeysOf?: 'to'): void {
  if (isObject(from) && isObject(to)) {
    const keys =
      onlyKeysOf === 'to'
        ? Object.keys(to)
        : [...new Set([...Object.keys(from), ...Object.keys(to)])];
    for (const key of keys.sort()) {
      if (!path && VOLATILE.has(key)) continue;
      walk(from[key], to[key], path ? `${path}.${key}` : key, out, onlyKeysOf);
    }
    return;
  }
  if (JSON.stringify(from) !== JSON.stringify(to)) out.push({ path, from, to });
}

/** Every difference between two whole configurations (e.g. last synced vs live). */
export function diffAll(from: unknown, to: unknown): Change[] {
  const out: Change[] = [];
  walk(from, to, '', out);
  return out;
}

/**
 * What a PATCH with `desired` would change on `live`: only the fields the definition sets
 * (Vapi's PATCH leaves the others as they are).
 */
export function diffManaged(live: unknown, desired: unknown): Change[] {
  const out: Change[] = [];
  walk(live, desired, '', out, 'to');
  return out;
}

const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** One line per change: `~ path: from -> to` (long values cut at 120 characters). */
export function formatChanges(changes: readonly Change[]): string[] {
  const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}...` : text);
  return changes.map((c) => `  ~ ${c.path}: ${cut(show(c.from))} -> ${cut(show(c.to))}`);
}
