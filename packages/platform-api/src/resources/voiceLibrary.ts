import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `voiceLibrary` namespace: every method shares the one fetcher it is given. */
export function voiceLibraryResource(f: Fetcher) {
  return {
    /**
     * Get voices in Voice Library by Provider. `GET /voice-library/{provider}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/voice-library/{provider}', QUERY),
    /**
     * Get accents in Voice Library by Provider. `GET /voice-library/{provider}/accents`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listAccents: endpoint(f, 'GET', '/voice-library/{provider}/accents', NONE),
    /**
     * Sync Private voices in Voice Library by Provider. `POST /voice-library/sync/{provider}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    syncProvider: endpoint(f, 'POST', '/voice-library/sync/{provider}', NONE),
    /**
     * Sync Default voices in Voice Library by Providers. `POST /voice-library/sync`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    sync: endpoint(f, 'POST', '/voice-library/sync', JSON_BODY),
    /**
     * Create a new voice in the Voice Library using Sesame. `POST /voice-library/create-sesame-voice`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createSesameVoice: endpoint(f, 'POST', '/voice-library/create-sesame-voice', JSON_BODY),
  };
}

export type VoiceLibraryResource = ReturnType<typeof voiceLibraryResource>;
