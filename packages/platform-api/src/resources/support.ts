import { endpoint, JSON_BODY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `support` namespace: every method shares the one fetcher it is given. */
export function supportResource(f: Fetcher) {
  return {
    /**
     * Create Support Ticket. `POST /support/ticket`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createTicket: endpoint(f, 'POST', '/support/ticket', JSON_BODY),
  };
}

export type SupportResource = ReturnType<typeof supportResource>;
