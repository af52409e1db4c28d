import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `tools` namespace: every method shares the one fetcher it is given. */
export function toolsResource(f: Fetcher) {
  return {
    /** Create Tool. `POST /tool`. */
    create: endpoint(f, 'POST', '/tool', JSON_BODY),
    /** List Tools. `GET /tool`. */
    list: endpoint(f, 'GET', '/tool', QUERY),
    /** Get Tool. `GET /tool/{id}`. */
    get: endpoint(f, 'GET', '/tool/{id}', NONE),
    /** Update Tool. `PATCH /tool/{id}`. */
    update: endpoint(f, 'PATCH', '/tool/{id}', JSON_BODY),
    /** Delete Tool. `DELETE /tool/{id}`. */
    delete: endpoint(f, 'DELETE', '/tool/{id}', NONE),
  };
}

export type ToolsResource = ReturnType<typeof toolsResource>;
