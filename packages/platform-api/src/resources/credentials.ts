import { endpoint, JSON_BODY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { deprecatedCollection } from './collection.ts';

/** The `credentials` namespace: the collection `/credential`, absent from the latest document. */
export function credentialsResource(f: Fetcher) {
  return {
    ...deprecatedCollection(f, '/credential'),
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
