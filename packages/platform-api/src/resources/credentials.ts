import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `credentials` namespace: every method shares the one fetcher it is given. */
export function credentialsResource(f: Fetcher) {
  return {
    /**
     * Create Credential. `POST /credential`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/credential', JSON_BODY),
    /**
     * List Credentials. `GET /credential`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/credential', QUERY),
    /**
     * Get Credential. `GET /credential/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/credential/{id}', NONE),
    /**
     * Update Credential. `PATCH /credential/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/credential/{id}', JSON_BODY),
    /**
     * Delete Credential. `DELETE /credential/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/credential/{id}', NONE),
    /**
     * Generate a credential session. `POST /credential/session`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createSession: endpoint(f, 'POST', '/credential/session', JSON_BODY),
    /**
     * Handle credential webhook. `POST /credential/webhook` (no bearer token).
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    webhook: endpoint(f, 'POST', '/credential/webhook', JSON_BODY, false),
    /**
     * Trigger a credential action. `POST /credential/trigger`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    trigger: endpoint(f, 'POST', '/credential/trigger', JSON_BODY),
  };
}

export type CredentialsResource = ReturnType<typeof credentialsResource>;
