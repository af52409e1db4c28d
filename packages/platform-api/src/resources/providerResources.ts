import { endpoint, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `providerResources` namespace: every method shares the one fetcher it is given. */
export function providerResourcesResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/provider/{provider}/{resourceName}', QUERY);
  return {
    /** Create Provider Resource. `POST /provider/{provider}/{resourceName}`. */
    create: endpoint(f, 'POST', '/provider/{provider}/{resourceName}', NONE),
    /** List Provider Resources. `GET /provider/{provider}/{resourceName}`. */
    list,
    /** Get Provider Resource. `GET /provider/{provider}/{resourceName}/{id}`. */
    get: endpoint(f, 'GET', '/provider/{provider}/{resourceName}/{id}', NONE),
    /** Update Provider Resource. `PATCH /provider/{provider}/{resourceName}/{id}`. */
    update: endpoint(f, 'PATCH', '/provider/{provider}/{resourceName}/{id}', NONE),
    /** Delete Provider Resource. `DELETE /provider/{provider}/{resourceName}/{id}`. */
    delete: endpoint(f, 'DELETE', '/provider/{provider}/{resourceName}/{id}', NONE),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list, 2),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list, 2),
  };
}

export type ProviderResourcesResource = ReturnType<typeof providerResourcesResource>;
