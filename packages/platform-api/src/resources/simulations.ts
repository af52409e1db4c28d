import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';

/** The `simulations` namespace: every method shares the one fetcher it is given. */
export function simulationsResource(f: Fetcher) {
  return {
    /** Create Simulation. `POST /eval/simulation`. */
    create: endpoint(f, 'POST', '/eval/simulation', JSON_BODY),
    /** List Simulations. `GET /eval/simulation`. */
    list: endpoint(f, 'GET', '/eval/simulation', QUERY),
    /** Get Simulation. `GET /eval/simulation/{id}`. */
    get: endpoint(f, 'GET', '/eval/simulation/{id}', NONE),
    /** Update Simulation. `PATCH /eval/simulation/{id}`. */
    update: endpoint(f, 'PATCH', '/eval/simulation/{id}', JSON_BODY),
    /** Delete Simulation. `DELETE /eval/simulation/{id}`. */
    delete: endpoint(f, 'DELETE', '/eval/simulation/{id}', NONE),
    /** Get Simulation Concurrency. `GET /eval/simulation/concurrency`. */
    concurrency: endpoint(f, 'GET', '/eval/simulation/concurrency', NONE),
    personalities: {
      /** Create Personality. `POST /eval/simulation/personality`. */
      create: endpoint(f, 'POST', '/eval/simulation/personality', JSON_BODY),
      /** List Personalities. `GET /eval/simulation/personality`. */
      list: endpoint(f, 'GET', '/eval/simulation/personality', QUERY),
      /** Get Personality. `GET /eval/simulation/personality/{id}`. */
      get: endpoint(f, 'GET', '/eval/simulation/personality/{id}', NONE),
      /** Update Personality. `PATCH /eval/simulation/personality/{id}`. */
      update: endpoint(f, 'PATCH', '/eval/simulation/personality/{id}', JSON_BODY),
      /** Delete Personality. `DELETE /eval/simulation/personality/{id}`. */
      delete: endpoint(f, 'DELETE', '/eval/simulation/personality/{id}', NONE),
    },
    scenarios: {
      /** Create Scenario. `POST /eval/simulation/scenario`. */
      create: endpoint(f, 'POST', '/eval/simulation/scenario', JSON_BODY),
      /** List Scenarios. `GET /eval/simulation/scenario`. */
      list: endpoint(f, 'GET', '/eval/simulation/scenario', QUERY),
      /** Get Scenario. `GET /eval/simulation/scenario/{id}`. */
      get: endpoint(f, 'GET', '/eval/simulation/scenario/{id}', NONE),
      /** Update Scenario. `PATCH /eval/simulation/scenario/{id}`. */
      update: endpoint(f, 'PATCH', '/eval/simulation/scenario/{id}', JSON_BODY),
      /** Delete Scenario. `DELETE /eval/simulation/scenario/{id}`. */
      delete: endpoint(f, 'DELETE', '/eval/simulation/scenario/{id}', NONE),
      /** Generate Scenarios with AI. `POST /eval/simulation/scenario/generate`. */
      generate: endpoint(f, 'POST', '/eval/simulation/scenario/generate', JSON_BODY),
    },
    suites: {
      /** Create Simulation Suite. `POST /eval/simulation/suite`. */
      create: endpoint(f, 'POST', '/eval/simulation/suite', JSON_BODY),
      /** List Simulation Suites. `GET /eval/simulation/suite`. */
      list: endpoint(f, 'GET', '/eval/simulation/suite', QUERY),
      /** Get Simulation Suite. `GET /eval/simulation/suite/{id}`. */
      get: endpoint(f, 'GET', '/eval/simulation/suite/{id}', NONE),
      /** Update Simulation Suite. `PATCH /eval/simulation/suite/{id}`. */
      update: endpoint(f, 'PATCH', '/eval/simulation/suite/{id}', JSON_BODY),
      /** Delete Simulation Suite. `DELETE /eval/simulation/suite/{id}`. */
      delete: endpoint(f, 'DELETE', '/eval/simulation/suite/{id}', NONE),
    },
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
