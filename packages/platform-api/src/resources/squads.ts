import type { Fetcher } from '../fetcher.ts';
import { collection } from './collection.ts';

/** The `squads` namespace: the collection `/squad`. */
export function squadsResource(f: Fetcher) {
  return collection(f, '/squad');
}

export type SquadsResource = ReturnType<typeof squadsResource>;
