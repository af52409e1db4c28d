import { VapiError } from './errors.ts';
import type { Fetcher, RequestOptions } from './fetcher.ts';
import type { Endpoint, PathsWith, Verb } from './operationTypes.ts';

/** What the argument after the path parameters is: nothing, the query, a JSON or multipart body. */
export const NONE = 0;
export const QUERY = 1;
export const JSON_BODY = 2;
export const MULTIPART = 3;
export type InputKind = 0 | 1 | 2 | 3;

const PARAM = /\{[^}]+\}/g;

/**
 * Builds the typed method of one operation over the shared fetcher. Arguments: the path
 * parameters in path order, then the input (when `kind` is not NONE), then request options.
 */
export function endpoint<M extends Verb, P extends PathsWith<M> & string>(
  fetcher: Fetcher,
  method: M,
  path: P,
  kind: InputKind,
  auth = true,
): Endpoint<P, M> {
  const count = path.match(PARAM)?.length ?? 0;
  const call = async (...args: unknown[]) => {
    let i = 0;
    const filled = path.replace(PARAM, (name) => {
      const value = args[i++];
      if (value === undefined || value === null || value === '') {
        const message = `${method} ${path}: path parameter ${name} is missing`;
        throw new VapiError({ code: 'invalid_input', message, method, path });
      }
      return encodeURIComponent(String(value));
    });
    const input = kind ? args[count] : undefined;
    const options = (args[kind ? count + 1 : count] ?? {}) as RequestOptions & { query?: never };
    return fetcher.request(
      {
        method,
        path: filled,
        query: kind === QUERY ? (input as Record<string, unknown>) : options.query,
        body: kind > QUERY ? (input ?? {}) : undefined,
        multipart: kind === MULTIPART,
        auth,
      },
      options,
    );
  };
  // Introspection for tooling and coverage tests: which operation this method calls.
  return Object.assign(call, { method, path, kind }) as unknown as Endpoint<P, M>;
}

export interface EndpointInfo {
  method: Verb;
  path: string;
  kind: InputKind;
}

/** The operation behind a client method (undefined for anything else, e.g. `iterate`). */
export function endpointInfo(fn: unknown): EndpointInfo | undefined {
  const info = fn as Partial<EndpointInfo> | undefined;
  return typeof fn === 'function' && typeof info?.path === 'string'
    ? { method: info.method as Verb, path: info.path, kind: info.kind as InputKind }
    : undefined;
}
