import type { Fetcher } from '../fetcher.ts';
import { deprecatedPagedCollection } from './collection.ts';

/**
 * The `testSuites` namespace: the paged collections of test suites, their tests and their runs,
 * all absent from the latest document.
 */
export function testSuitesResource(f: Fetcher) {
  return {
    ...deprecatedPagedCollection(f, '/test-suite'),
    tests: deprecatedPagedCollection(f, '/test-suite/{testSuiteId}/test'),
    runs: deprecatedPagedCollection(f, '/test-suite/{testSuiteId}/run'),
  };
}

export type TestSuitesResource = ReturnType<typeof testSuitesResource>;
