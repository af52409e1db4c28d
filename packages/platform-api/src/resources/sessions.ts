import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `sessions` namespace: every method shares the one fetcher it is given. */
export function sessionsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/session', QUERY);
  return {
    /** Create Session. `POST /session`. */
    create: endpoint(f, 'POST', '/session', JSON_BODY),
    /** List Sessions. `GET /session`. */
    list,
    /** Get Session. `GET /session/{id}`. */
    get: endpoint(f, 'GET', '/session/{id}', NONE),
    /** Update Session. `PATCH /session/{id}`. */
    update: endpoint(f, 'PATCH', '/session/{id}', JSON_BODY),
    /** Delete Session. `DELETE /session/{id}`. */
    delete: endpoint(f, 'DELETE', '/session/{id}', NONE),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list),
  };
}

export type SessionsResource = ReturnType<typeof sessionsResource>;
