import type { Fetcher } from '../fetcher.ts';
import { pagedCollection } from './collection.ts';

/** The `scorecards` namespace: the paged collection `/observability/scorecard`. */
export function scorecardsResource(f: Fetcher) {
  return pagedCollection(f, '/observability/scorecard');
}

export type ScorecardsResource = ReturnType<typeof scorecardsResource>;
