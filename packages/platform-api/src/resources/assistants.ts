import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `assistants` namespace: every method shares the one fetcher it is given. */
export function assistantsResource(f: Fetcher) {
  const listPaginated = endpoint(f, 'GET', '/v2/assistant', QUERY);
  const versionsList = endpoint(f, 'GET', '/assistant/{id}/version', QUERY);
  return {
    /** Create Assistant. `POST /assistant`. */
    create: endpoint(f, 'POST', '/assistant', JSON_BODY),
    /** List Assistants. `GET /assistant`. */
    list: endpoint(f, 'GET', '/assistant', QUERY),
    /** List Assistants with pagination. `GET /v2/assistant`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
    listPaginated,
    /** Get Assistant. `GET /assistant/{id}`. */
    get: endpoint(f, 'GET', '/assistant/{id}', NONE),
    /** Update Assistant. `PATCH /assistant/{id}`. */
    update: endpoint(f, 'PATCH', '/assistant/{id}', JSON_BODY),
    /**
     * Replace Assistant. `PUT /assistant/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    replace: endpoint(f, 'PUT', '/assistant/{id}', JSON_BODY),
    /** Delete Assistant. `DELETE /assistant/{id}`. */
    delete: endpoint(f, 'DELETE', '/assistant/{id}', NONE),
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
