import { endpoint, JSON_BODY, NONE } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { pagedCollection } from './collection.ts';

/** The `reporting` namespace: the paged collections of insights and boards. */
export function reportingResource(f: Fetcher) {
  return {
    insights: {
      ...pagedCollection(f, '/reporting/insight'),
      /** Run Insight. `POST /reporting/insight/{id}/run`. */
      run: endpoint(f, 'POST', '/reporting/insight/{id}/run', JSON_BODY),
      /** Preview Insight. `POST /reporting/insight/preview`. */
      preview: endpoint(f, 'POST', '/reporting/insight/preview', JSON_BODY),
    },
    boards: {
      ...pagedCollection(f, '/reporting/board'),
      /** Get Default Metrics Overview Board. `GET /reporting/board/default/metrics-overview`. */
      metricsOverview: endpoint(f, 'GET', '/reporting/board/default/metrics-overview', NONE),
    },
  };
}

export type ReportingResource = ReturnType<typeof reportingResource>;
