import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `testSuites` namespace: every method shares the one fetcher it is given. */
export function testSuitesResource(f: Fetcher) {
  const list = endpoint(f, 'GET', '/test-suite', QUERY);
  const testsList = endpoint(f, 'GET', '/test-suite/{testSuiteId}/test', QUERY);
  const runsList = endpoint(f, 'GET', '/test-suite/{testSuiteId}/run', QUERY);
  return {
    /**
     * Create Test Suite. `POST /test-suite`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    create: endpoint(f, 'POST', '/test-suite', JSON_BODY),
    /** List Test Suites. `GET /test-suite`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
    list,
    /**
     * Get Test Suite. `GET /test-suite/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    get: endpoint(f, 'GET', '/test-suite/{id}', NONE),
    /**
     * Update Test Suite. `PATCH /test-suite/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    update: endpoint(f, 'PATCH', '/test-suite/{id}', JSON_BODY),
    /**
     * Delete Test Suite. `DELETE /test-suite/{id}`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    delete: endpoint(f, 'DELETE', '/test-suite/{id}', NONE),
    /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
    pages: pager(list),
    /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
    iterate: iterator(list),
    tests: {
      /**
       * Create Test. `POST /test-suite/{testSuiteId}/test`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      create: endpoint(f, 'POST', '/test-suite/{testSuiteId}/test', JSON_BODY),
      /** List Tests. `GET /test-suite/{testSuiteId}/test`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
      list: testsList,
      /**
       * Get Test. `GET /test-suite/{testSuiteId}/test/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      get: endpoint(f, 'GET', '/test-suite/{testSuiteId}/test/{id}', NONE),
      /**
       * Update Test. `PATCH /test-suite/{testSuiteId}/test/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      update: endpoint(f, 'PATCH', '/test-suite/{testSuiteId}/test/{id}', JSON_BODY),
      /**
       * Delete Test. `DELETE /test-suite/{testSuiteId}/test/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      delete: endpoint(f, 'DELETE', '/test-suite/{testSuiteId}/test/{id}', NONE),
      /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
      pages: pager(testsList, 1),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
      iterate: iterator(testsList, 1),
    },
    runs: {
      /**
       * Create Test Suite Run. `POST /test-suite/{testSuiteId}/run`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      create: endpoint(f, 'POST', '/test-suite/{testSuiteId}/run', JSON_BODY),
      /** List Test Suite Runs. `GET /test-suite/{testSuiteId}/run`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
      list: runsList,
      /**
       * Get Test Suite Run. `GET /test-suite/{testSuiteId}/run/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      get: endpoint(f, 'GET', '/test-suite/{testSuiteId}/run/{id}', NONE),
      /**
       * Update Test Suite Run. `PATCH /test-suite/{testSuiteId}/run/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      update: endpoint(f, 'PATCH', '/test-suite/{testSuiteId}/run/{id}', JSON_BODY),
      /**
       * Delete Test Suite Run. `DELETE /test-suite/{testSuiteId}/run/{id}`.
       * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
       */
      delete: endpoint(f, 'DELETE', '/test-suite/{testSuiteId}/run/{id}', NONE),
      /** Every page of `list`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
      pages: pager(runsList, 1),
      /** Every item of `list` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
      iterate: iterator(runsList, 1),
    },
  };
}

export type TestSuitesResource = ReturnType<typeof testSuitesResource>;
