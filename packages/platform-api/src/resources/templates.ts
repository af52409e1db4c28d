import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `templates` namespace: every method shares the one fetcher it is given. */
export function templatesResource(f: Fetcher) {
  return {
    /**
     * Create Template. `POST /template`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/template', JSON_BODY),
    /**
     * List Templates. `GET /template`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/template', QUERY),
    /**
     * List Templates. `GET /template/pinned`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listPinned: endpoint(f, 'GET', '/template/pinned', NONE),
    /**
     * Get Template. `GET /template/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/template/{id}', NONE),
    /**
     * Update Template. `PATCH /template/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/template/{id}', JSON_BODY),
    /**
     * Delete Template. `DELETE /template/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/template/{id}', NONE),
  };
}

export type TemplatesResource = ReturnType<typeof templatesResource>;
