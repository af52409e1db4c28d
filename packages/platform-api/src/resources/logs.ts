import { endpoint, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `logs` namespace: every method shares the one fetcher it is given. */
export function logsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/logs', QUERY);
  return {
    /** Get Logs. `GET /logs`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
    list,
    /**
     * Delete Logs. `DELETE /logs`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/logs', QUERY),
    /**
     * Get Call Logs. `GET /log`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listCallLogs: endpoint(f, 'GET', '/log', QUERY),
    /**
     * Delete Call Logs. `DELETE /log`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    deleteCallLogs: endpoint(f, 'DELETE', '/log', QUERY),
    /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
    iterate: iterator(list),
  };
}

export type LogsResource = ReturnType<typeof logsResource>;
