import { endpoint, NONE } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { deprecatedCollection } from './collection.ts';

/** The `templates` namespace: the collection `/template`, absent from the latest document. */
export function templatesResource(f: Fetcher) {
  return {
    ...deprecatedCollection(f, '/template'),
    /**
     * List Templates. `GET /template/pinned`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listPinned: endpoint(f, 'GET', '/template/pinned', NONE),
  };
}

export type TemplatesResource = ReturnType<typeof templatesResource>;
