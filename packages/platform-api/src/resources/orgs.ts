import { endpoint, JSON_BODY, NONE } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `orgs` namespace: every method shares the one fetcher it is given. */
export function orgsResource(f: Fetcher) {
  return {
    /**
     * Create Org. `POST /org`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/org', JSON_BODY),
    /**
     * List Orgs. `GET /org`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/org', NONE),
    /**
     * Get Org. `GET /org/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/org/{id}', NONE),
    /**
     * Update Org. `PATCH /org/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/org/{id}', JSON_BODY),
    /**
     * Delete Org. `DELETE /org/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/org/{id}', NONE),
    /**
     * Invite User. `POST /org/{id}/invite`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    invite: endpoint(f, 'POST', '/org/{id}/invite', JSON_BODY),
    /**
     * Update User Role. `PATCH /org/{id}/role`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    updateRole: endpoint(f, 'PATCH', '/org/{id}/role', JSON_BODY),
    /**
     * Generate User Org JWT. `GET /org/{id}/auth`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    auth: endpoint(f, 'GET', '/org/{id}/auth', NONE),
    /**
     * Leave Org. `DELETE /org/{id}/leave`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    leave: endpoint(f, 'DELETE', '/org/{id}/leave', NONE),
    /**
     * Remove Org Member. `DELETE /org/{id}/member/{memberId}/leave`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    removeMember: endpoint(f, 'DELETE', '/org/{id}/member/{memberId}/leave', NONE),
    users: {
      /**
       * List Users. `GET /org/{id}/user`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      list: endpoint(f, 'GET', '/org/{id}/user', NONE),
    },
  };
}

export type OrgsResource = ReturnType<typeof orgsResource>;
