import { endpoint, JSON_BODY, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';
import { collection } from './collection.ts';

/** The `assistants` namespace: the collection `/assistant`, replace, V2 pages and versions. */
export function assistantsResource(f: Fetcher) {
  const listPaginated = endpoint(f, 'GET', '/v2/assistant', QUERY);
  const versionsList = endpoint(f, 'GET', '/assistant/{id}/version', QUERY);
  return {
    ...collection(f, '/assistant'),
    /** List Assistants with pagination. `GET /v2/assistant`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
    listPaginated,
    /**
     * Replace Assistant. `PUT /assistant/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    replace: endpoint(f, 'PUT', '/assistant/{id}', JSON_BODY),
    /** Every page of `listPaginated`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
    pages: pager(listPaginated),
    /** Every item of `listPaginated` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
    iterate: iterator(listPaginated),
    versions: {
      /** List Assistant Versions. `GET /assistant/{id}/version`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
      list: versionsList,
      /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
      pages: pager(versionsList, 1),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
      iterate: iterator(versionsList, 1),
    },
  };
}

export type AssistantsResource = ReturnType<typeof assistantsResource>;
