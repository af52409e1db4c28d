/**
 * Returns a copy of an OpenAPI document with the defects of Vapi's published files fixed, so ajv
 * and openapi-typescript accept it: empty `enum: []` are dropped, string enums declared
 * `type: "object"` become `type: "string"` (the extended file carries the same local patches),
 * and an `enum` of strings on an array whose `items` repeat it is dropped (33 properties, e.g.
 * `serverMessages`: on the array it would refuse every array, so no real body could pass), and a
 * `pattern` written as a JavaScript regex literal (`"/^[a-zA-Z0-9_-]{1,64}$/"`, the function tool
 * name) becomes the expression itself (as a literal it would refuse every name).
 */
export function sanitizeDocument<T>(node: T): T {
  if (Array.isArray(node)) return node.map(sanitizeDocument) as T;
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = sanitizeDocument(v);
  const en = out.enum;
  const items = out.items as { enum?: unknown } | undefined;
  if (typeof out.pattern === 'string' && /^\/.+\/$/.test(out.pattern)) {
    out.pattern = out.pattern.slice(1, -1);
  }
  if (Array.isArray(en) && en.length === 0) delete out.enum;
  else if (Array.isArray(en) && out.type === 'array' && Array.isArray(items?.enum)) delete out.enum;
  else if (Array.isArray(en) && out.type === 'object' && en.every((v) => typeof v === 'string')) {
    out.type = 'string';
  }
  return out as T;
}
