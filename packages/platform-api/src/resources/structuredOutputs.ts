import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `structuredOutputs` namespace: every method shares the one fetcher it is given. */
export function structuredOutputsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/structured-output', QUERY);
  return {
    /** Create Structured Output. `POST /structured-output`. */
    create: endpoint(f, 'POST', '/structured-output', JSON_BODY),
    /** List Structured Outputs. `GET /structured-output`. */
    list,
    /** Get Structured Output. `GET /structured-output/{id}`. */
    get: endpoint(f, 'GET', '/structured-output/{id}', NONE),
    /** Update Structured Output. `PATCH /structured-output/{id}`. */
    update: endpoint(f, 'PATCH', '/structured-output/{id}', JSON_BODY),
    /** Delete Structured Output. `DELETE /structured-output/{id}`. */
    delete: endpoint(f, 'DELETE', '/structured-output/{id}', NONE),
    /** Run Structured Output. `POST /structured-output/run`. */
    run: endpoint(f, 'POST', '/structured-output/run', JSON_BODY),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list),
  };
}

export type StructuredOutputsResource = ReturnType<typeof structuredOutputsResource>;
