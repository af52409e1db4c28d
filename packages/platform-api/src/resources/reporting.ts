import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `reporting` namespace: every method shares the one fetcher it is given. */
export function reportingResource(f: Fetcher) {
  const insightsList = endpoint(f, 'GET', '/reporting/insight', QUERY);
  const boardsList = endpoint(f, 'GET', '/reporting/board', QUERY);
  return {
    insights: {
      /** Create Insight. `POST /reporting/insight`. */
      create: endpoint(f, 'POST', '/reporting/insight', JSON_BODY),
      /** Get Insights. `GET /reporting/insight`. */
      list: insightsList,
      /** Get Insight. `GET /reporting/insight/{id}`. */
      get: endpoint(f, 'GET', '/reporting/insight/{id}', NONE),
      /** Update Insight. `PATCH /reporting/insight/{id}`. */
      update: endpoint(f, 'PATCH', '/reporting/insight/{id}', JSON_BODY),
      /** Delete Insight. `DELETE /reporting/insight/{id}`. */
      delete: endpoint(f, 'DELETE', '/reporting/insight/{id}', NONE),
      /** Run Insight. `POST /reporting/insight/{id}/run`. */
      run: endpoint(f, 'POST', '/reporting/insight/{id}/run', JSON_BODY),
      /** Preview Insight. `POST /reporting/insight/preview`. */
      preview: endpoint(f, 'POST', '/reporting/insight/preview', JSON_BODY),
      /** Every page of `list`, fetched lazily, one request per page. */
      pages: pager(insightsList),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
      iterate: iterator(insightsList),
    },
    boards: {
      /** Create Board. `POST /reporting/board`. */
      create: endpoint(f, 'POST', '/reporting/board', JSON_BODY),
      /** Get Boards. `GET /reporting/board`. */
      list: boardsList,
      /** Get Board. `GET /reporting/board/{id}`. */
      get: endpoint(f, 'GET', '/reporting/board/{id}', NONE),
      /** Update Board. `PATCH /reporting/board/{id}`. */
      update: endpoint(f, 'PATCH', '/reporting/board/{id}', JSON_BODY),
      /** Delete Board. `DELETE /reporting/board/{id}`. */
      delete: endpoint(f, 'DELETE', '/reporting/board/{id}', NONE),
      /** Get Default Metrics Overview Board. `GET /reporting/board/default/metrics-overview`. */
      metricsOverview: endpoint(f, 'GET', '/reporting/board/default/metrics-overview', NONE),
      /** Every page of `list`, fetched lazily, one request per page. */
      pages: pager(boardsList),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
      iterate: iterator(boardsList),
    },
  };
}

export type ReportingResource = ReturnType<typeof reportingResource>;
