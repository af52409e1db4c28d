import { endpoint, JSON_BODY, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';
import { collection } from './collection.ts';

/** The `phoneNumbers` namespace: the collection `/phone-number`, imports and V2 pages. */
export function phoneNumbersResource(f: Fetcher) {
  const listPaginated = endpoint(f, 'GET', '/v2/phone-number', QUERY);
  return {
    ...collection(f, '/phone-number'),
    /** List Phone Numbers. `GET /v2/phone-number`. */
    listPaginated,
    /**
     * Import Twilio Number. `POST /phone-number/import/twilio`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    importTwilio: endpoint(f, 'POST', '/phone-number/import/twilio', JSON_BODY),
    /**
     * Import Vonage Number. `POST /phone-number/import/vonage`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    importVonage: endpoint(f, 'POST', '/phone-number/import/vonage', JSON_BODY),
    /** Every page of `listPaginated`, fetched lazily, one request per page. */
    pages: pager(listPaginated),
    /** Every item of `listPaginated` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(listPaginated),
  };
}

export type PhoneNumbersResource = ReturnType<typeof phoneNumbersResource>;
