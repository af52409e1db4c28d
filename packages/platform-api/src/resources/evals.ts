import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `evals` namespace: every method shares the one fetcher it is given. */
export function evalsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/eval', QUERY);
  const runsList = endpoint(f, 'GET', '/eval/run', QUERY);
  return {
    /** Create Eval. `POST /eval`. */
    create: endpoint(f, 'POST', '/eval', JSON_BODY),
    /** List Evals. `GET /eval`. */
    list,
    /** Get Eval. `GET /eval/{id}`. */
    get: endpoint(f, 'GET', '/eval/{id}', NONE),
    /** Update Eval. `PATCH /eval/{id}`. */
    update: endpoint(f, 'PATCH', '/eval/{id}', JSON_BODY),
    /** Delete Eval. `DELETE /eval/{id}`. */
    delete: endpoint(f, 'DELETE', '/eval/{id}', NONE),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list),
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
