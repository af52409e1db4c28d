import { endpoint, JSON_BODY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `analytics` namespace: every method shares the one fetcher it is given. */
export function analyticsResource(f: Fetcher) {
  return {
    /** Create Analytics Queries. `POST /analytics`. */
    query: endpoint(f, 'POST', '/analytics', JSON_BODY),
  };
}

export type AnalyticsResource = ReturnType<typeof analyticsResource>;
