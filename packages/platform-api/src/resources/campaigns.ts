import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';
import { pagedCollection } from './collection.ts';

/** The `campaigns` namespace: the paged collection `/campaign`, and the V2 campaigns. */
export function campaignsResource(f: Fetcher) {
  const v2List = endpoint(f, 'GET', '/v2/campaign', QUERY);
  return {
    ...pagedCollection(f, '/campaign'),
    /**
     * List Campaigns with pagination. `GET /campaign/paginated`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listPaginated: endpoint(f, 'GET', '/campaign/paginated', QUERY),
    v2: {
      /** Create Campaign V2. `POST /v2/campaign`. */
      create: endpoint(f, 'POST', '/v2/campaign', JSON_BODY),
      /** List Campaigns V2. `GET /v2/campaign`. */
      list: v2List,
      /** Get Campaign V2. `GET /v2/campaign/{id}`. */
      get: endpoint(f, 'GET', '/v2/campaign/{id}', QUERY),
      /** Update Campaign. `PATCH /v2/campaign/{id}`. */
      update: endpoint(f, 'PATCH', '/v2/campaign/{id}', JSON_BODY),
      /** Delete Campaign. `DELETE /v2/campaign/{id}`. */
      delete: endpoint(f, 'DELETE', '/v2/campaign/{id}', NONE),
      /** Get Campaign V2 Contacts. `GET /v2/campaign/{id}/contacts`. */
      listContacts: endpoint(f, 'GET', '/v2/campaign/{id}/contacts', QUERY),
      /** Every page of `list`, fetched lazily, one request per page. */
      pages: pager(v2List),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
      iterate: iterator(v2List),
    },
  };
}

export type CampaignsResource = ReturnType<typeof campaignsResource>;
