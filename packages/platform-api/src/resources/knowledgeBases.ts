import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `knowledgeBases` namespace: every method shares the one fetcher it is given. */
export function knowledgeBasesResource(f: Fetcher) {
  return {
    /**
     * Create Knowledge Base. `POST /knowledge-base`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/knowledge-base', JSON_BODY),
    /**
     * List Knowledge Bases. `GET /knowledge-base`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    list: endpoint(f, 'GET', '/knowledge-base', QUERY),
    /**
     * Get Knowledge Base. `GET /knowledge-base/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/knowledge-base/{id}', NONE),
    /**
     * Update Knowledge Base. `PATCH /knowledge-base/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/knowledge-base/{id}', JSON_BODY),
    /**
     * Delete Knowledge Base. `DELETE /knowledge-base/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/knowledge-base/{id}', NONE),
    v2: {
      /** Create a Knowledge Base V2. `POST /v2/knowledge-base`. */
      create: endpoint(f, 'POST', '/v2/knowledge-base', JSON_BODY),
      /** List Knowledge Bases V2. `GET /v2/knowledge-base`. */
      list: endpoint(f, 'GET', '/v2/knowledge-base', QUERY),
      /** Get a Knowledge Base V2. `GET /v2/knowledge-base/{id}`. */
      get: endpoint(f, 'GET', '/v2/knowledge-base/{id}', NONE),
      /** Update a Knowledge Base V2. `PATCH /v2/knowledge-base/{id}`. */
      update: endpoint(f, 'PATCH', '/v2/knowledge-base/{id}', JSON_BODY),
      /** Delete a Knowledge Base V2. `DELETE /v2/knowledge-base/{id}`. */
      delete: endpoint(f, 'DELETE', '/v2/knowledge-base/{id}', NONE),
      files: {
        /** List files in a Knowledge Base V2. `GET /v2/knowledge-base/{id}/file`. */
        list: endpoint(f, 'GET', '/v2/knowledge-base/{id}/file', NONE),
        /** Attach and ingest a file. `POST /v2/knowledge-base/{id}/file`. */
        attach: endpoint(f, 'POST', '/v2/knowledge-base/{id}/file', JSON_BODY),
        /** Detach a file. `DELETE /v2/knowledge-base/{id}/file/{fileId}`. */
        detach: endpoint(f, 'DELETE', '/v2/knowledge-base/{id}/file/{fileId}', NONE),
        /** Retry indexing a failed file. `POST /v2/knowledge-base/{id}/file/{fileId}/retry`. */
        retry: endpoint(f, 'POST', '/v2/knowledge-base/{id}/file/{fileId}/retry', NONE),
      },
    },
  };
}

export type KnowledgeBasesResource = ReturnType<typeof knowledgeBasesResource>;
