import { buildUrl, toFormData } from './encodeBody.ts';
import { VapiError, VapiNetworkError, VapiTimeoutError } from './errors.ts';
import { parseBody, requestIdOf } from './parseBody.ts';
import { backoffDelay, isIdempotent, isRetryableStatus, parseRetryAfter } from './retryPolicy.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface FetcherOptions {
  /** Organisation API key, sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Default `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Default `globalThis.fetch` (looked up per request, never captured at import time). */
  fetch?: typeof fetch;
  /** Per attempt; default 60 000 ms. */
  timeoutMs?: number;
  /** Retries after the first attempt; default 2. */
  maxRetries?: number;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** First backoff step; default 500 ms (doubles per attempt, full jitter). */
  retryDelayMs?: number;
  /** Cap of one backoff wait, Retry-After included; default 30 000 ms. */
  maxRetryDelayMs?: number;
  /** Injectable clock/timers for tests. */
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Notified before each retry. */
  onRetry?: (info: { attempt: number; delayMs: number; error: VapiError }) => void;
  /** Diagnostics (one warning per retry); the client never writes to the console itself. */
  logger?: { warn(message: string, data?: unknown): void };
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /** Allow retries for POST/PATCH: only when repeating the request cannot create duplicates. */
  idempotent?: boolean;
}

export interface RequestSpec {
  method: HttpMethod;
  /** Path with parameters already substituted, e.g. `/call/abc`. */
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  multipart?: boolean;
  /** `false` only for `POST /credential/webhook`. */
  auth?: boolean;
}

/** The one transport all resources share. */
export interface Fetcher {
  request<T = unknown>(spec: RequestSpec, options?: RequestOptions): Promise<T>;
}

const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

async function readSuccess(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type && !type.includes('json') && !type.startsWith('text/')) return response.blob();
  const body = await parseBody(response);
  return body === '' ? undefined : body;
}

export function createFetcher(config: FetcherOptions): Fetcher {
  const base = config.baseUrl ?? 'https://api.vapi.ai';
  const now = config.now ?? Date.now;
  const sleep = config.sleep ?? defaultSleep;
  const random = config.random ?? Math.random;

  async function attempt(
    spec: RequestSpec,
    options: RequestOptions,
    url: string,
    body: BodyInit | undefined,
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...config.headers,
      ...options.headers,
    };
    if (spec.auth !== false) headers.authorization = `Bearer ${config.token}`;
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? 60_000;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const fail = { method: spec.method, path: spec.path };
    try {
      options.signal?.throwIfAborted();
      const doFetch = config.fetch ?? globalThis.fetch;
      const response = await doFetch(url, {
        method: spec.method,
        headers,
        body,
        signal: controller.signal,
      });
      if (response.ok) return { value: await readSuccess(response) };
      const errorBody = await parseBody(response);
      const error = new VapiError({
        ...fail,
        code: 'http_error',
        message: `${spec.method} ${spec.path} failed with status ${response.status}`,
        status: response.status,
        body: errorBody,
        requestId: requestIdOf(response.headers),
        headers: response.headers,
      });
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
      return { error, retryable: isRetryableStatus(response.status), retryAfter };
    } catch (cause) {
      if (options.signal?.aborted) {
        const message = `${spec.method} ${spec.path} was aborted`;
        throw new VapiError({ ...fail, code: 'aborted', message, cause: options.signal.reason });
      }
      if (timedOut) {
        const message = `${spec.method} ${spec.path} timed out after ${timeoutMs} ms`;
        return {
          error: new VapiTimeoutError({ ...fail, code: 'timeout', message, cause }),
          retryable: true,
        };
      }
      const message = `${spec.method} ${spec.path} network error: ${String(cause)}`;
      return {
        error: new VapiNetworkError({ ...fail, code: 'network', message, cause }),
        retryable: true,
      };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function encodeBody(spec: RequestSpec): Promise<BodyInit | undefined> {
    if (spec.body === undefined) return undefined;
    if (spec.multipart) return toFormData(spec.body as Record<string, unknown>);
    return JSON.stringify(spec.body);
  }

  async function request<T>(spec: RequestSpec, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(base, spec.path, spec.query);
    const mayRetry = options.idempotent ?? isIdempotent(spec.method);
    const maxRetries = mayRetry ? (options.maxRetries ?? config.maxRetries ?? 2) : 0;
    // Encoded once: a streamed file is read a single time and every retry resends the same bytes.
    const body = await encodeBody(spec);
    for (let n = 0; ; n++) {
      const result = await attempt(spec, options, url, body);
      if (!result.error) return result.value as T;
      if (!result.retryable || n >= maxRetries) throw result.error;
      const delayMs = backoffDelay({
        attempt: n,
        baseDelayMs: config.retryDelayMs ?? 500,
        maxDelayMs: config.maxRetryDelayMs ?? 30_000,
        random,
        retryAfterMs: result.retryAfter,
      });
      config.onRetry?.({ attempt: n + 1, delayMs, error: result.error });
      config.logger?.warn(`retrying ${spec.method} ${spec.path} in ${delayMs} ms`, result.error);
      try {
        await sleep(delayMs, options.signal);
      } catch (cause) {
        const message = `${spec.method} ${spec.path} was aborted`;
        throw new VapiError({
          method: spec.method,
          path: spec.path,
          code: 'aborted',
          message,
          cause,
        });
      }
    }
  }

  return { request };
}
