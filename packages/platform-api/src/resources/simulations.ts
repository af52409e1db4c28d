import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { collection } from './collection.ts';

/** The `simulations` namespace: the collections of simulations, personalities, scenarios and suites, and runs. */
export function simulationsResource(f: Fetcher) {
  return {
    ...collection(f, '/eval/simulation'),
    /** Get Simulation Concurrency. `GET /eval/simulation/concurrency`. */
    concurrency: endpoint(f, 'GET', '/eval/simulation/concurrency', NONE),
    personalities: collection(f, '/eval/simulation/personality'),
    scenarios: {
      ...collection(f, '/eval/simulation/scenario'),
      /** Generate Scenarios with AI. `POST /eval/simulation/scenario/generate`. */
      generate: endpoint(f, 'POST', '/eval/simulation/scenario/generate', JSON_BODY),
    },
    suites: collection(f, '/eval/simulation/suite'),
    runs: {
      /** Create Simulation Run. `POST /eval/simulation/run`. */
      create: endpoint(f, 'POST', '/eval/simulation/run', JSON_BODY),
      /** List Simulation Runs. `GET /eval/simulation/run`. */
      list: endpoint(f, 'GET', '/eval/simulation/run', QUERY),
      /** Get Simulation Run. `GET /eval/simulation/run/{id}`. */
      get: endpoint(f, 'GET', '/eval/simulation/run/{id}', NONE),
      /** Cancel Simulation Run. `PATCH /eval/simulation/run/{id}`. */
      cancel: endpoint(f, 'PATCH', '/eval/simulation/run/{id}', NONE),
      items: {
        /** List Simulation Run Items. `GET /eval/simulation/run/{id}/item`. */
        list: endpoint(f, 'GET', '/eval/simulation/run/{id}/item', QUERY),
        /** Get Simulation Run Item. `GET /eval/simulation/run/{id}/item/{itemId}`. */
        get: endpoint(f, 'GET', '/eval/simulation/run/{id}/item/{itemId}', NONE),
        /** Cancel Simulation Run Item. `PATCH /eval/simulation/run/{id}/item/{itemId}`. */
        cancel: endpoint(f, 'PATCH', '/eval/simulation/run/{id}/item/{itemId}', NONE),
        /** Generate Improvement Suggestions. `POST /eval/simulation/run/{id}/item/{itemId}/generate`. */
        generateSuggestions: endpoint(
          f,
          'POST',
          '/eval/simulation/run/{id}/item/{itemId}/generate',
          QUERY,
        ),
      },
    },
  };
}

export type SimulationsResource = ReturnType<typeof simulationsResource>;
