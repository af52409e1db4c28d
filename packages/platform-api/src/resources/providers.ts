import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `providers` namespace: every method shares the one fetcher it is given. */
export function providersResource(f: Fetcher) {
  return {
    /**
     * ProviderController_getWorkflows. `GET /{provider}/workflows`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listWorkflows: endpoint(f, 'GET', '/{provider}/workflows', QUERY),
    /**
     * ProviderController_getWorkflowTriggerHook. `GET /{provider}/workflows/{workflowId}/hooks`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    getWorkflowHooks: endpoint(f, 'GET', '/{provider}/workflows/{workflowId}/hooks', NONE),
    /**
     * ProviderController_getLocations. `GET /{provider}/locations`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listLocations: endpoint(f, 'GET', '/{provider}/locations', NONE),
    /**
     * Search Voice from Provider Voice Library.. `GET /{provider}/voices/search`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    searchVoices: endpoint(f, 'GET', '/{provider}/voices/search', QUERY),
    /**
     * Search Voice from Provider Voice Library.. `GET /{provider}/voice/search`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    searchVoice: endpoint(f, 'GET', '/{provider}/voice/search', QUERY),
    /**
     * Add Shared Voice to your Provider Account.. `POST /{provider}/voices/add`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    addVoices: endpoint(f, 'POST', '/{provider}/voices/add', JSON_BODY),
    /**
     * Add Shared Voice to your Provider Account.. `POST /{provider}/voice/add`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    addVoice: endpoint(f, 'POST', '/{provider}/voice/add', JSON_BODY),
  };
}

export type ProvidersResource = ReturnType<typeof providersResource>;
