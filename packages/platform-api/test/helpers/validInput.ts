import { exampleFromSchema, type OpenApiDocument } from '../../contract/server.ts';
import { endpointInfo } from '../../src/index.ts';

const MIN = { requiredOnly: true };

type Op = {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};

function operationOf(doc: OpenApiDocument, method: string, path: string): Op {
  return (doc.paths[path] as Record<string, Op>)[method.toLowerCase()] as Op;
}

function resolve(doc: OpenApiDocument, schema: unknown): Record<string, unknown> {
  const ref = (schema as { $ref?: string }).$ref;
  return (ref ? doc.components?.schemas?.[ref.split('/').pop() ?? ''] : schema) as Record<
    string,
    unknown
  >;
}

/** Binary multipart fields become Blobs (and Uint8Arrays for array fields, to test wrapping). */
function multipartInput(doc: OpenApiDocument, schema: unknown): Record<string, unknown> {
  const body = exampleFromSchema(doc, schema, MIN) as Record<string, unknown>;
  const props = (resolve(doc, schema).properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [key, prop] of Object.entries(props)) {
    const items = prop.items as Record<string, unknown> | undefined;
    if (prop.format === 'binary') body[key] = new Blob(['contract-file'], { type: 'text/plain' });
    else if (items?.format === 'binary') body[key] = [new TextEncoder().encode('voice-sample')];
  }
  return body;
}

/** Arguments the document accepts for a client method: path parameters, then body or query. */
export function validArgs(doc: OpenApiDocument, fn: unknown): unknown[] {
  const info = endpointInfo(fn);
  if (!info) throw new Error('not an endpoint');
  const op = operationOf(doc, info.method, info.path);
  const names = [...info.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const args: unknown[] = names.map((name) => {
    const schema = op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    return schema ? exampleFromSchema(doc, schema, MIN, 1, name) : crypto.randomUUID();
  });
  if (info.kind === 2) {
    args.push(exampleFromSchema(doc, op.requestBody?.content['application/json']?.schema, MIN));
  } else if (info.kind === 3) {
    args.push(multipartInput(doc, op.requestBody?.content['multipart/form-data']?.schema));
  }
  const query: Record<string, unknown> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'query' && p.required) query[p.name] = exampleFromSchema(doc, p.schema, MIN);
  }
  if (info.kind === 1) args.push(query);
  else if (Object.keys(query).length) args.push({ query });
  return args;
}
