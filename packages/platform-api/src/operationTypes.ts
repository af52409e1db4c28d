import type { BinaryInput } from './encodeBody.ts';
import type { RequestOptions } from './fetcher.ts';
import type { paths as ExtendedPaths } from './generated/extended.ts';
import type { paths as LatestPaths } from './generated/latest.ts';

export type { components as ExtendedComponents } from './generated/extended.ts';
export type { components as LatestComponents } from './generated/latest.ts';
export type { ExtendedPaths, LatestPaths };

type Lower = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The operation object: from the latest document when it has it, else from the extended one. */
export type OperationOf<P extends string, M extends Verb> = P extends keyof LatestPaths
  ? LatestPaths[P][Lowercase<M> & Lower] extends infer O
    ? [O] extends [undefined] | [never]
      ? P extends keyof ExtendedPaths
        ? NonNullable<ExtendedPaths[P][Lowercase<M> & Lower]>
        : never
      : NonNullable<O>
    : never
  : P extends keyof ExtendedPaths
    ? NonNullable<ExtendedPaths[P][Lowercase<M> & Lower]>
    : never;

/** Every `path` that has `method` in either document. */
export type PathsWith<M extends Verb> =
  | {
      [P in keyof LatestPaths]: [NonNullable<LatestPaths[P][Lowercase<M> & Lower]>] extends [never]
        ? never
        : P;
    }[keyof LatestPaths]
  | {
      [P in keyof ExtendedPaths]: [NonNullable<ExtendedPaths[P][Lowercase<M> & Lower]>] extends [
        never,
      ]
        ? never
        : P;
    }[keyof ExtendedPaths];

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? [N, ...ParamNames<Rest>]
  : [];

type PathParamType<O, N extends string> = O extends { parameters: { path?: infer PP } }
  ? PP extends Record<N, infer T>
    ? T
    : string
  : string;

type PathArgs<O, Names extends string[]> = { [K in keyof Names]: PathParamType<O, Names[K]> };

type Json<C> = C extends { 'application/json': infer B } ? B : never;
type Multipart<C> = C extends { 'multipart/form-data': infer B } ? B : never;

/** Multipart fields: binary strings accept Blob/File/Uint8Array/ArrayBuffer. */
type MultipartInput<B> = {
  [K in keyof B]: B[K] extends string[]
    ? (BinaryInput | string)[]
    : B[K] extends string
      ? BinaryInput | string
      : B[K];
};

export type BodyOf<O> =
  NonNullable<O extends { requestBody?: infer B } ? B : never> extends {
    content: infer C;
  }
    ? [Json<C>] extends [never]
      ? MultipartInput<Multipart<C>>
      : Json<C>
    : never;

export type QueryOf<O> = O extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? never
    : NonNullable<Q>
  : never;

type HasBody<O> = O extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? false
    : true
  : false;
type BodyRequired<O> = O extends { requestBody: { content: unknown } } ? true : false;

// biome-ignore lint/complexity/noBannedTypes: `{} extends T` detects an all-optional input.
type Optional<T> = {} extends T ? [input?: T] : [input: T];

type InputArgs<O> =
  HasBody<O> extends true
    ? BodyRequired<O> extends true
      ? Optional<BodyOf<O>>
      : [body?: BodyOf<O>]
    : [QueryOf<O>] extends [never]
      ? []
      : Optional<QueryOf<O>>;

/** Per-request options; `query` exists for the few operations that take a body and a query. */
export type CallOptions<O> = RequestOptions &
  (HasBody<O> extends true
    ? [QueryOf<O>] extends [never]
      ? unknown
      : { query?: QueryOf<O> }
    : unknown);

type SuccessContent<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C extends Record<string, infer X>
      ? X | Blob
      : unknown
  : undefined;

/** Body type of the first documented 2xx response. */
export type ResponseOf<O> = O extends { responses: infer R }
  ? 200 extends keyof R
    ? SuccessContent<R[200]>
    : 201 extends keyof R
      ? SuccessContent<R[201]>
      : 202 extends keyof R
        ? SuccessContent<R[202]>
        : 204 extends keyof R
          ? undefined
          : unknown
  : unknown;

/** The typed function of one operation: path parameters, then body or query, then options. */
export type Endpoint<P extends string, M extends Verb> = (
  ...args: [
    ...PathArgs<OperationOf<P, M>, ParamNames<P>>,
    ...InputArgs<OperationOf<P, M>>,
    options?: CallOptions<OperationOf<P, M>>,
  ]
) => Promise<ResponseOf<OperationOf<P, M>>>;
