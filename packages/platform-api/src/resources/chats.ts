import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `chats` namespace: every method shares the one fetcher it is given. */
export function chatsResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/chat', QUERY);
  return {
    /** List Chats. `GET /chat`. */
    list,
    /** Create Chat. `POST /chat`. */
    create: endpoint(f, 'POST', '/chat', JSON_BODY),
    /** Get Chat. `GET /chat/{id}`. */
    get: endpoint(f, 'GET', '/chat/{id}', NONE),
    /** Delete Chat. `DELETE /chat/{id}`. */
    delete: endpoint(f, 'DELETE', '/chat/{id}', NONE),
    /** Create Chat (OpenAI Compatible). `POST /chat/responses`. */
    createResponse: endpoint(f, 'POST', '/chat/responses', JSON_BODY),
    /**
     * Create WebChat. `POST /chat/web`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createWeb: endpoint(f, 'POST', '/chat/web', JSON_BODY),
    /**
     * Create WebChat (OpenAI Compatible). `POST /chat/web/responses`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createWebResponse: endpoint(f, 'POST', '/chat/web/responses', JSON_BODY),
    /** Every page of `list`, fetched lazily, one request per page. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. */
    iterate: iterator(list),
  };
}

export type ChatsResource = ReturnType<typeof chatsResource>;
