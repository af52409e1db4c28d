import { endpoint, JSON_BODY, MULTIPART, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `files` namespace: every method shares the one fetcher it is given. */
export function filesResource(f: Fetcher) {
  return {
    /** Upload File. `POST /file` multipart. */
    create: endpoint(f, 'POST', '/file', MULTIPART),
    /**
     * Upload File. `POST /file/upload` multipart.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    upload: endpoint(f, 'POST', '/file/upload', MULTIPART),
    /** List Files. `GET /file`. */
    list: endpoint(f, 'GET', '/file', QUERY),
    /** Get File. `GET /file/{id}`. */
    get: endpoint(f, 'GET', '/file/{id}', NONE),
    /** Update File. `PATCH /file/{id}`. */
    update: endpoint(f, 'PATCH', '/file/{id}', JSON_BODY),
    /** Delete File. `DELETE /file/{id}`. */
    delete: endpoint(f, 'DELETE', '/file/{id}', NONE),
  };
}

export type FilesResource = ReturnType<typeof filesResource>;
