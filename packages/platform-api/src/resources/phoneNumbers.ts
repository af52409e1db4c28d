import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `phoneNumbers` namespace: every method shares the one fetcher it is given. */
export function phoneNumbersResource(f: Fetcher) {
  const listPaginated = endpoint(f, 'GET', '/v2/phone-number', QUERY);
  return {
    /** Create Phone Number. `POST /phone-number`. */
    create: endpoint(f, 'POST', '/phone-number', JSON_BODY),
    /** List Phone Numbers. `GET /phone-number`. */
    list: endpoint(f, 'GET', '/phone-number', QUERY),
    /** List Phone Numbers. `GET /v2/phone-number`. */
    listPaginated,
    /** Get Phone Number. `GET /phone-number/{id}`. */
    get: endpoint(f, 'GET', '/phone-number/{id}', NONE),
    /** Update Phone Number. `PATCH /phone-number/{id}`. */
    update: endpoint(f, 'PATCH', '/phone-number/{id}', JSON_BODY),
    /** Delete Phone Number. `DELETE /phone-number/{id}`. */
    delete: endpoint(f, 'DELETE', '/phone-number/{id}', NONE),
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
