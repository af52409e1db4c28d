import { endpoint, JSON_BODY, NONE } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `workflows` namespace: every method shares the one fetcher it is given. */
export function workflowsResource(f: Fetcher) {
  return {
    /**
     * Create Workflow. `POST /workflow`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/workflow', JSON_BODY),
    /**
     * Get Workflows. `GET /workflow`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/workflow', NONE),
    /**
     * Get Workflow. `GET /workflow/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/workflow/{id}', NONE),
    /**
     * Update Workflow. `PATCH /workflow/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/workflow/{id}', JSON_BODY),
    /**
     * Delete Workflow. `DELETE /workflow/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/workflow/{id}', NONE),
    /**
     * Generate Workflow JSON from Transcript Files. `POST /workflow/generate`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    generate: endpoint(f, 'POST', '/workflow/generate', JSON_BODY),
  };
}

export type WorkflowsResource = ReturnType<typeof workflowsResource>;
