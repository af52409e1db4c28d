import { endpoint, MULTIPART } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `clonedVoices` namespace: every method shares the one fetcher it is given. */
export function clonedVoicesResource(f: Fetcher) {
  return {
    /**
     * Clone a voice to the provider account and add to Vapi Voice Library.. `POST /11labs/voice/clone` multipart.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/11labs/voice/clone', MULTIPART),
  };
}

export type ClonedVoicesResource = ReturnType<typeof clonedVoicesResource>;
