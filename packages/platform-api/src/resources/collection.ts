// A Vapi collection: `POST` and `GET` on its path, `GET`, `PATCH` and `DELETE` on `{path}/{id}`,
// with a JSON body for create and update and a query for list. Twenty-three collections of the
// documents have exactly these five operations; they are built here once, and each resource adds
// what is its own. The other look-alikes differ in what an operation takes (no body, a query).
import { endpoint, type InputKind, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import type { Endpoint, PathsWith, Verb } from '../operationTypes.ts';
import { iterator, pager } from '../paginate.ts';

type Listable = PathsWith<'POST'> & PathsWith<'GET'> & string;
type ItemPath = PathsWith<'GET'> & PathsWith<'PATCH'> & PathsWith<'DELETE'>;

/** A path with the five operations of a collection in the Vapi documents. */
export type CollectionPath = {
  [P in Listable]: `${P}/{id}` extends ItemPath ? P : never;
}[Listable];

/** The methods of the collection at `P` (e.g. `Collection<'/squad'>`). */
export interface Collection<P extends string> {
  /** Creates an item: `POST` on the collection's path, a JSON body. */
  create: Endpoint<P, 'POST'>;
  /** Lists the items: `GET` on the collection's path, a query. */
  list: Endpoint<P, 'GET'>;
  /** One item: `GET {path}/{id}`. */
  get: Endpoint<`${P}/{id}`, 'GET'>;
  /** Changes an item: `PATCH {path}/{id}`, a JSON body. */
  update: Endpoint<`${P}/{id}`, 'PATCH'>;
  /** Deletes an item: `DELETE {path}/{id}`. */
  delete: Endpoint<`${P}/{id}`, 'DELETE'>;
}

/** The same collection, absent from the latest Vapi document: every method is deprecated. */
export interface DeprecatedCollection<P extends string> {
  /** Creates an item: `POST` on the collection's path. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
  create: Endpoint<P, 'POST'>;
  /** Lists the items: `GET` on the collection's path. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
  list: Endpoint<P, 'GET'>;
  /** One item: `GET {path}/{id}`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
  get: Endpoint<`${P}/{id}`, 'GET'>;
  /** Changes an item: `PATCH {path}/{id}`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
  update: Endpoint<`${P}/{id}`, 'PATCH'>;
  /** Deletes an item: `DELETE {path}/{id}`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
  delete: Endpoint<`${P}/{id}`, 'DELETE'>;
}

type List<P extends string> = Endpoint<P, 'GET'>;

/** A collection whose list is paged (`{ results, metadata }`). */
export interface PagedCollection<P extends string> extends Collection<P> {
  /** Every page of `list`, fetched lazily, one request per page. */
  pages: ReturnType<typeof pager<List<P>>>;
  /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
  iterate: ReturnType<typeof iterator<List<P>>>;
}

/** A deprecated collection whose list is paged. */
export interface DeprecatedPagedCollection<P extends string> extends DeprecatedCollection<P> {
  /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
  pages: ReturnType<typeof pager<List<P>>>;
  /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
  iterate: ReturnType<typeof iterator<List<P>>>;
}

function build(f: Fetcher, path: string, paged: boolean) {
  const at = (method: Verb, p: string, kind: InputKind) =>
    endpoint(f, method as 'GET', p as PathsWith<'GET'>, kind);
  const item = `${path}/{id}`;
  const list = at('GET', path, QUERY);
  const methods = {
    create: at('POST', path, JSON_BODY),
    list,
    get: at('GET', item, NONE),
    update: at('PATCH', item, JSON_BODY),
    delete: at('DELETE', item, NONE),
  };
  if (!paged) return methods;
  // The list's own path parameters come before its query.
  const count = path.split('{').length - 1;
  return { ...methods, pages: pager(list, count), iterate: iterator(list, count) };
}

/** The collection at `path` over the fetcher. */
export function collection<P extends CollectionPath>(f: Fetcher, path: P): Collection<P> {
  return build(f, path, false) as unknown as Collection<P>;
}

/** The collection at `path`, with `pages` and `iterate` over its list. */
export function pagedCollection<P extends CollectionPath>(f: Fetcher, path: P): PagedCollection<P> {
  return build(f, path, true) as unknown as PagedCollection<P>;
}

/** A collection absent from the latest document (the same methods, typed as deprecated). */
export function deprecatedCollection<P extends CollectionPath>(
  f: Fetcher,
  path: P,
): DeprecatedCollection<P> {
  return build(f, path, false) as unknown as DeprecatedCollection<P>;
}

/** A deprecated collection with `pages` and `iterate` over its list. */
export function deprecatedPagedCollection<P extends CollectionPath>(
  f: Fetcher,
  path: P,
): DeprecatedPagedCollection<P> {
  return build(f, path, true) as unknown as DeprecatedPagedCollection<P>;
}
