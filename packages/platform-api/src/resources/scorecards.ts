import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `scorecards` namespace: every method shares the one fetcher it is given. */
export function scorecardsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/observability/scorecard', QUERY);
  return {
    /** Create Scorecard. `POST /observability/scorecard`. */
    create: endpoint(f, 'POST', '/observability/scorecard', JSON_BODY),
    /** List Scorecards. `GET /observability/scorecard`. */
    list,
    /** Get Scorecard. `GET /observability/scorecard/{id}`. */
    get: endpoint(f, 'GET', '/observability/scorecard/{id}', NONE),
    /** Update Scorecard. `PATCH /observability/scorecard/{id}`. */
    update: endpoint(f, 'PATCH', '/observability/scorecard/{id}', JSON_BODY),
    /** Delete Scorecard. `DELETE /observability/scorecard/{id}`. */
    delete: endpoint(f, 'DELETE', '/observability/scorecard/{id}', NONE),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list),
  };
}

export type ScorecardsResource = ReturnType<typeof scorecardsResource>;
