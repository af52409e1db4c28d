import { endpoint, JSON_BODY, NONE } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { collection, deprecatedCollection } from './collection.ts';

/** The `knowledgeBases` namespace: `/knowledge-base` (deprecated) and `/v2/knowledge-base`. */
export function knowledgeBasesResource(f: Fetcher) {
  return {
    ...deprecatedCollection(f, '/knowledge-base'),
    v2: {
      ...collection(f, '/v2/knowledge-base'),
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
