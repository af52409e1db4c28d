/**
 * Local Vapi stand-in for tests and development (Node only; not exported from the package index).
 * Validates method, path, path/query parameters, the bearer header and JSON/multipart bodies
 * against an OpenAPI document with ajv, then answers with an example of the success response.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CreatedCall, createdCall } from './createdCall.ts';
import { exampleFromSchema } from './exampleFromSchema.ts';
import { type DocumentName, loadDocument, type OpenApiDocument } from './loadDocument.ts';
import { type ReceivedFile, readRequest, shapeMultipart } from './readRequest.ts';
import { buildRoutes, matchRoute, type OperationObject, type ParameterObject } from './routes.ts';
import { sanitizeDocument } from './sanitizeDocument.ts';
import { createValidatorCache, errorsOf, type ValidationError } from './validators.ts';

export type { CreatedCall } from './createdCall.ts';
export { exampleFromSchema } from './exampleFromSchema.ts';
export { failTimes } from './failTimes.ts';
export { type DocumentName, loadDocument, type OpenApiDocument } from './loadDocument.ts';
export type { ReceivedFile } from './readRequest.ts';
export { createSchemaValidator, type ValidationError } from './validators.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Path template of the matched operation, e.g. `/call/{id}`. */
  route?: string;
  operationId?: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  body: unknown;
  files: ReceivedFile[];
  /** Status the server answered with. */
  status: number;
  errors: ValidationError[];
  /** Where the generated example failed the response schema (empty when it is valid). */
  responseErrors: ValidationError[];
}

export interface OverrideResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Answers instead of the generated example; runs only after the request validated. A function
 * may return undefined to let this request get the example after all (see `failTimes`).
 */
export type ResponseOverride =
  | OverrideResponse
  | ((
      request: RecordedRequest,
    ) => OverrideResponse | undefined | Promise<OverrideResponse | undefined>);

export interface ContractServerOptions {
  document: DocumentName | OpenApiDocument;
  port?: number;
  host?: string;
  /** Keyed by operationId or `METHOD /path/{template}`. */
  overrides?: Record<string, ResponseOverride>;
  /**
   * Runs after every valid `POST /call` that no override answers, with the Call about to be
   * sent (for `transport.provider = "vapi.websocket"`: a fresh id, `type: "vapi.websocketCall"`,
   * `status: "queued"` and `transport.websocketCallUrl` on `socketOrigin`); returns the Call to
   * send instead (or nothing). A throw answers 400 with its message. The local stack registers
   * the call with its voice agent here.
   */
  onCallCreated?: (
    call: CreatedCall,
    request: RecordedRequest,
  ) => CreatedCall | undefined | Promise<CreatedCall | undefined>;
  /**
   * Origin of `websocketCallUrl` (default: this server's origin as ws://, where no socket
   * answers: give the origin that routes to a voice agent).
   */
  socketOrigin?: string;
  /** Origin of the Daily rooms of web calls (`transport.callUrl`; default https://vapi.daily.co). */
  dailyRoomOrigin?: string;
  /**
   * Operations (`METHOD /path`) whose request and response validators are compiled before the
   * server listens, so their first request does not pay for it (seconds on a busy machine,
   * longer than a caller's timeout).
   */
  warm?: string[];
}

export interface ContractServer {
  url: string;
  requests: RecordedRequest[];
  document: OpenApiDocument;
  /** Sets (or with `undefined` removes) the response override of one operation. */
  override(key: string, response: ResponseOverride | undefined): void;
  close(): Promise<void>;
}

function parseQuery(search: URLSearchParams, params: ParameterObject[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const byName = new Map(params.map((p) => [p.name, p]));
  for (const key of new Set(search.keys())) {
    const type = byName.get(key)?.schema?.type;
    const values = search.getAll(key);
    if (type === 'array') out[key] = values;
    else if (type === 'object') {
      try {
        out[key] = JSON.parse(values[0] as string);
      } catch {
        out[key] = values[0];
      }
    } else out[key] = values[0];
  }
  return out;
}

function successOf(operation: OperationObject): { status: number; schema: unknown } {
  const entries = Object.entries(operation.responses ?? {}).filter(([code]) =>
    code.startsWith('2'),
  );
  const [code, response] = entries.sort(([a], [b]) => a.localeCompare(b))[0] ?? ['200', {}];
  const schema = response.content?.['application/json']?.schema;
  return { status: Number(code), schema };
}

function send(res: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { 'content-type': 'application/json' } : {}),
    'x-request-id': `contract-${Math.random().toString(36).slice(2, 10)}`,
    ...headers,
  });
  res.end(text);
}

export async function startContractServer(options: ContractServerOptions): Promise<ContractServer> {
  const doc =
    typeof options.document === 'string'
      ? loadDocument(options.document)
      : sanitizeDocument(options.document);
  const routes = buildRoutes(doc);
  const validators = createValidatorCache(doc);
  for (const key of options.warm ?? []) {
    const [method = '', path = ''] = key.split(' ');
    const match = matchRoute(routes, method.toUpperCase(), path);
    if (match.kind !== 'found') throw new Error(`warm: no operation for ${key}`);
    validators(match.operation).response(successOf(match.operation).schema);
  }
  const overrides = new Map(Object.entries(options.overrides ?? {}));
  const requests: RecordedRequest[] = [];
  // Known once the server listens (default: its own origin as ws://).
  let socketOrigin = options.socketOrigin ?? '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://contract.local');
    const method = (req.method ?? 'GET').toUpperCase();
    const body = await readRequest(req);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      params: {},
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: body.value,
      files: body.files,
      status: 0,
      errors: [],
      responseErrors: [],
    };
    requests.push(record);
    const reply = (status: number, payload: unknown, headers?: Record<string, string>) => {
      record.status = status;
      send(res, status, payload, headers);
    };
    const reject = (status: number, error: string, errors: ValidationError[] = []) => {
      record.errors = errors;
      reply(status, {
        error,
        message: errors.map((e) => `${e.instancePath} ${e.message}`),
        errors,
      });
    };

    const match = matchRoute(routes, method, url.pathname);
    if (match.kind === 'not_found') return reject(404, `no operation for ${url.pathname}`);
    if (match.kind === 'method_not_allowed') {
      return reject(405, `${method} not allowed; allowed: ${match.allowed.join(', ')}`);
    }
    const { operation, params, route } = match;
    Object.assign(record, { route: route.template, operationId: operation.operationId, params });

    const needsAuth = (operation.security ?? [{ bearer: [] }]).length > 0;
    if (needsAuth && !/^Bearer \S+$/.test(req.headers.authorization ?? '')) {
      return reject(401, 'missing or malformed bearer token');
    }
    const v = validators(operation);
    record.query = parseQuery(url.searchParams, v.queryParams);
    if (!v.path(params)) return reject(400, 'invalid path parameters', errorsOf(v.path));
    if (!v.query(record.query)) return reject(400, 'invalid query', errorsOf(v.query));

    const content = operation.requestBody?.content ?? {};
    const multipart = 'multipart/form-data' in content;
    if (body.error) return reject(400, body.error);
    if (v.body) {
      const type = req.headers['content-type'] ?? '';
      const wanted = multipart ? 'multipart/form-data' : 'application/json';
      if (body.value === undefined && operation.requestBody?.required) {
        return reject(400, 'request body required');
      }
      if (body.value !== undefined && !type.startsWith(wanted)) {
        return reject(415, `expected ${wanted}`);
      }
      if (multipart && body.value !== undefined) {
        const ref = (content['multipart/form-data']?.schema as { $ref?: string })?.$ref ?? '';
        const schema = doc.components?.schemas?.[ref.split('/').pop() ?? ''] as
          | { properties?: Record<string, { type?: string }> }
          | undefined;
        record.body = shapeMultipart(
          body.value as Record<string, unknown[]>,
          schema?.properties ?? {},
        );
      }
      if (record.body !== undefined && !v.body(record.body)) {
        return reject(400, 'invalid request body', errorsOf(v.body));
      }
    } else if (body.value !== undefined && operation.requestBody === undefined && body.raw.length) {
      return reject(400, 'this operation takes no request body');
    }

    const key = `${method} ${route.template}`;
    const override = overrides.get(key) ?? overrides.get(operation.operationId ?? '');
    const out = typeof override === 'function' ? await override(record) : override;
    if (out) return reply(out.status ?? 200, out.body, out.headers);
    const success = successOf(operation);
    const example =
      success.schema === undefined ? undefined : exampleFromSchema(doc, success.schema);
    const createsCall = key === 'POST /call';
    let answer = createsCall
      ? createdCall(example, record.body, socketOrigin, options.dailyRoomOrigin)
      : example;
    if (createsCall && options.onCallCreated) {
      try {
        answer = (await options.onCallCreated(answer as CreatedCall, record)) ?? answer;
      } catch (error) {
        return reject(400, error instanceof Error ? error.message : String(error));
      }
    }
    // Built calls are checked against the response schema. (Plain examples are not: 23 of the
    // generated examples fail their schemas, a known gap of exampleFromSchema.)
    if (answer !== example && success.schema !== undefined) {
      const check = v.response(success.schema);
      if (!check(answer)) record.responseErrors = errorsOf(check);
    }
    reply(success.status, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  socketOrigin ||= `ws://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    requests,
    document: doc,
    override(key, response) {
      if (response === undefined) overrides.delete(key);
      else overrides.set(key, response);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
