import { endpoint, JSON_BODY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { pagedCollection } from './collection.ts';

/** The `structuredOutputs` namespace: the paged collection `/structured-output`, and `run`. */
export function structuredOutputsResource(f: Fetcher) {
  return {
    ...pagedCollection(f, '/structured-output'),
    /** Run Structured Output. `POST /structured-output/run`. */
    run: endpoint(f, 'POST', '/structured-output/run', JSON_BODY),
  };
}

export type StructuredOutputsResource = ReturnType<typeof structuredOutputsResource>;
