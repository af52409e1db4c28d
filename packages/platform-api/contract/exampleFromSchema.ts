import { randomUUID } from 'node:crypto';

type Schema = Record<string, unknown>;
const MAX_DEPTH = 6;

const FORMATS: Record<string, () => string> = {
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
  uuid: () => randomUUID(),
  email: () => 'user@example.com',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
};

function resolveRef(root: Schema, ref: string): Schema {
  let node: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = (node as Schema | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return (node ?? {}) as Schema;
}

function stringFor(schema: Schema, name: string | undefined): string {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format();
  if (name === 'id' || name?.endsWith('Id')) return randomUUID();
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 32;
  return 'example'.padEnd(min, 'x').slice(0, Math.max(max, min));
}

/** Scalar `example`/`default` values are used only when they have the schema's type. */
function fitsType(schema: Schema, value: unknown): boolean {
  if (value === undefined || value === null || typeof value === 'object') return false;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer') return Number.isInteger(value);
  return type === undefined || type === typeof value;
}

/** oneOf with a discriminator: set its property so exactly one branch matches. */
function withDiscriminator(root: Schema, schema: Schema, branch: Schema, value: unknown): unknown {
  const disc = schema.discriminator as { propertyName?: string; mapping?: Record<string, string> };
  const prop = disc?.propertyName;
  if (!prop || !value || typeof value !== 'object' || prop in value) return value;
  const mapped = Object.entries(disc.mapping ?? {}).find(([, ref]) => ref === branch.$ref)?.[0];
  const resolved = typeof branch.$ref === 'string' ? resolveRef(root, branch.$ref) : branch;
  const props = (resolved.properties ?? {}) as Record<string, Schema>;
  const fromEnum = (props[prop]?.enum as unknown[] | undefined)?.[0];
  return { ...value, [prop]: mapped ?? fromEnum };
}

/**
 * A value the schema accepts, for contract responses and request fixtures: `example`, `default`,
 * first `enum` value, else built from the (first) type; required properties only past depth 2.
 */
export interface ExampleOptions {
  /** Only required properties at every depth (smallest valid request bodies). */
  requiredOnly?: boolean;
}

export function exampleFromSchema(
  root: Schema,
  input: unknown,
  options: ExampleOptions = {},
  depth = 0,
  name?: string,
  seen: readonly string[] = [],
): unknown {
  let schema = (input ?? {}) as Schema;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref) || depth > MAX_DEPTH) return undefined;
    seen = [...seen, schema.$ref];
    schema = resolveRef(root, schema.$ref);
  }
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (depth > 0 && fitsType(schema, schema.example)) return schema.example;
  if (fitsType(schema, schema.default)) return schema.default;
  const choice = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choice?.[0]) {
    const value = exampleFromSchema(root, choice[0], options, depth, name, seen);
    return withDiscriminator(root, schema, choice[0], value);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((s) => exampleFromSchema(root, s, options, depth, name, seen));
    return Object.assign({}, ...parts.filter((p) => p && typeof p === 'object'));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min;
      return Math.min(type === 'integer' ? Math.ceil(min) : min, max);
    }
    case 'boolean':
      return false;
    case 'array': {
      const rich = depth < 2 && !options.requiredOnly;
      const count = typeof schema.minItems === 'number' ? schema.minItems : rich ? 1 : 0;
      const items = Array.from({ length: count }, () =>
        exampleFromSchema(root, schema.items, options, depth + 1, undefined, seen),
      );
      return items.filter((i) => i !== undefined);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, prop] of Object.entries(
        (schema.properties ?? {}) as Record<string, unknown>,
      )) {
        const skip = options.requiredOnly || depth >= 2 || (prop as Schema).$ref;
        if (!required.has(key) && skip) continue;
        const value = exampleFromSchema(root, prop, options, depth + 1, key, seen);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return schema.nullable ? null : {};
  }
}
