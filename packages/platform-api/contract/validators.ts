import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { OpenApiDocument } from './loadDocument.ts';
import type { OperationObject, ParameterObject } from './routes.ts';

export type ValidationError = Pick<ErrorObject, 'instancePath' | 'keyword' | 'message' | 'params'>;

export interface OperationValidators {
  path: ValidateFunction;
  query: ValidateFunction;
  queryParams: ParameterObject[];
  body?: ValidateFunction;
  /** Validator of the JSON success response, compiled on first call. */
  response: (schema: unknown) => ValidateFunction;
}

const DOC_ID = 'vapi-openapi';
// ajv-formats ships as CommonJS; its default export is the plugin function.
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

function newAjv(doc: OpenApiDocument, coerce: boolean): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    validateFormats: true,
    coerceTypes: coerce ? 'array' : false,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: DOC_ID, components: relaxTaggedUnions(doc.components ?? {}) });
  return ajv;
}

/** Rewrites `#/components/...` refs to the registered document id. */
function anchor(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchor);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? DOC_ID + v : anchor(v);
  }
  return out;
}

/**
 * Tagged unions of DTOs (`oneOf` of `$ref`s, usually with a `discriminator`) are checked as
 * `anyOf`: Vapi's Update DTOs have only optional members and no tag property, so `oneOf` would
 * reject every body. A body matching none of the branches is still rejected.
 */
function relaxTaggedUnions(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(relaxTaggedUnions);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = relaxTaggedUnions(v);
  const branches = out.oneOf;
  const tagged =
    Array.isArray(branches) &&
    (out.discriminator !== undefined ||
      branches.every((b) => typeof b?.$ref === 'string' || Array.isArray(b?.allOf)));
  if (tagged) {
    out.anyOf = branches;
    delete out.oneOf;
  }
  // ajv refuses `nullable` without `type` (OpenAPI 3.0 allows it next to $ref/allOf).
  if (out.nullable !== undefined && out.type === undefined) delete out.nullable;
  return out;
}

function paramsSchema(params: ParameterObject[], additional: boolean): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const p of params) {
    properties[p.name] = anchor(p.schema ?? {});
    if (p.required) required.push(p.name);
  }
  return { type: 'object', properties, required, additionalProperties: additional };
}

/** Compiles, on first use and once per operation, the validators of one document. */
export function createValidatorCache(doc: OpenApiDocument) {
  const bodyAjv = newAjv(doc, false);
  const paramAjv = newAjv(doc, true);
  const cache = new Map<OperationObject, OperationValidators>();
  return (operation: OperationObject): OperationValidators => {
    let v = cache.get(operation);
    if (v) return v;
    const params = operation.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const content = operation.requestBody?.content ?? {};
    const media = content['application/json'] ?? content['multipart/form-data'];
    let response: ValidateFunction | undefined;
    v = {
      response: (schema) => {
        response ??= bodyAjv.compile(anchor(relaxTaggedUnions(schema)) as object);
        return response;
      },
      // Path parameters the document does not declare are accepted as strings.
      path: paramAjv.compile(paramsSchema(pathParams, true)),
      query: paramAjv.compile(paramsSchema(queryParams, false)),
      queryParams,
      ...(media?.schema
        ? { body: bodyAjv.compile(anchor(relaxTaggedUnions(media.schema)) as object) }
        : {}),
    };
    cache.set(operation, v);
    return v;
  };
}

export function errorsOf(fn: ValidateFunction): ValidationError[] {
  return (fn.errors ?? []).map(({ instancePath, keyword, message, params }) => ({
    instancePath,
    keyword,
    message,
    params,
  }));
}

/**
 * Validates values against named component schemas of a document (same ajv settings as the
 * server's body checks); returns the errors, empty when valid. Compiled once per name.
 */
export function createSchemaValidator(
  doc: OpenApiDocument,
): (schemaName: string, value: unknown) => ValidationError[] {
  const ajv = newAjv(doc, false);
  const compiled = new Map<string, ValidateFunction>();
  return (schemaName, value) => {
    let validate = compiled.get(schemaName);
    if (!validate) {
      if (!doc.components?.schemas?.[schemaName]) throw new Error(`no schema ${schemaName}`);
      validate = ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${schemaName}` });
      compiled.set(schemaName, validate);
    }
    return validate(value) ? [] : errorsOf(validate);
  };
}
