import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';
import { pagedCollection } from './collection.ts';

/** The `evals` namespace: the paged collection `/eval`, and its runs. */
export function evalsResource(f: Fetcher) {
  const runsList = endpoint(f, 'GET', '/eval/run', QUERY);
  return {
    ...pagedCollection(f, '/eval'),
    runs: {
      /** Create Eval Run. `POST /eval/run`. */
      create: endpoint(f, 'POST', '/eval/run', JSON_BODY),
      /** List Eval Runs. `GET /eval/run`. */
      list: runsList,
      /** Get Eval Run. `GET /eval/run/{id}`. */
      get: endpoint(f, 'GET', '/eval/run/{id}', NONE),
      /** Delete Eval Run. `DELETE /eval/run/{id}`. */
      delete: endpoint(f, 'DELETE', '/eval/run/{id}', NONE),
      /** Every page of `list`, fetched lazily, one request per page. */
      pages: pager(runsList),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
      iterate: iterator(runsList),
    },
  };
}

export type EvalsResource = ReturnType<typeof evalsResource>;
