/** Every failure the client reports, as a string literal (`invalid_input`: e.g. an empty path id). */
export type VapiErrorCode = 'http_error' | 'timeout' | 'network' | 'aborted' | 'invalid_input';

export interface VapiErrorInit {
  code: VapiErrorCode;
  message: string;
  method: string;
  path: string;
  status?: number | undefined;
  body?: unknown;
  requestId?: string | undefined;
  headers?: Headers | undefined;
  cause?: unknown;
}

/** Base error of `@hlasovy-asistent/platform-api`: HTTP errors, timeouts, network failures, aborts. */
export class VapiError extends Error {
  override name = 'VapiError';
  readonly code: VapiErrorCode;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** Parsed response body: JSON when it parses, else the text ('' when empty). */
  readonly body: unknown;
  readonly method: string;
  readonly path: string;
  /** From `x-request-id` / `request-id` / `cf-ray` of the response, when present. */
  readonly requestId: string | undefined;
  readonly headers: Headers | undefined;

  constructor(init: VapiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.requestId = init.requestId;
    this.headers = init.headers;
  }
}

/** The request (all attempts together, or one attempt) exceeded `timeoutMs`. */
export class VapiTimeoutError extends VapiError {
  override name = 'VapiTimeoutError';
}

/** `fetch` itself failed (DNS, connection reset, CORS...): no response arrived. */
export class VapiNetworkError extends VapiError {
  override name = 'VapiNetworkError';
}

export function isVapiError(value: unknown): value is VapiError {
  return value instanceof VapiError;
}
