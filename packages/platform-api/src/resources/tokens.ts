import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `tokens` namespace: every method shares the one fetcher it is given. */
export function tokensResource(f: Fetcher) {
  return {
    /**
     * Create Token. `POST /token`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/token', JSON_BODY),
    /**
     * List Tokens. `GET /token`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/token', QUERY),
    /**
     * Get Token. `GET /token/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/token/{id}', NONE),
    /**
     * Update Token. `PATCH /token/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/token/{id}', JSON_BODY),
    /**
     * Delete Token. `DELETE /token/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/token/{id}', NONE),
  };
}

export type TokensResource = ReturnType<typeof tokensResource>;
