import type { Fetcher } from '../fetcher.ts';
import { deprecatedCollection } from './collection.ts';

/** The `tokens` namespace: the collection `/token`, absent from the latest document. */
export function tokensResource(f: Fetcher) {
  return deprecatedCollection(f, '/token');
}

export type TokensResource = ReturnType<typeof tokensResource>;
