import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `squads` namespace: every method shares the one fetcher it is given. */
export function squadsResource(f: Fetcher) {
  return {
    /** Create Squad. `POST /squad`. */
    create: endpoint(f, 'POST', '/squad', JSON_BODY),
    /** List Squads. `GET /squad`. */
    list: endpoint(f, 'GET', '/squad', QUERY),
    /** Get Squad. `GET /squad/{id}`. */
    get: endpoint(f, 'GET', '/squad/{id}', NONE),
    /** Update Squad. `PATCH /squad/{id}`. */
    update: endpoint(f, 'PATCH', '/squad/{id}', JSON_BODY),
    /** Delete Squad. `DELETE /squad/{id}`. */
    delete: endpoint(f, 'DELETE', '/squad/{id}', NONE),
  };
}

export type SquadsResource = ReturnType<typeof squadsResource>;
