import type { Fetcher } from '../fetcher.ts';
import { pagedCollection } from './collection.ts';

/** The `sessions` namespace: the paged collection `/session`. */
export function sessionsResource(f: Fetcher) {
  return pagedCollection(f, '/session');
}

export type SessionsResource = ReturnType<typeof sessionsResource>;
