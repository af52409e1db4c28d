import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'validation',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The fast-check properties run thousands of cases; leave room on a loaded CI machine.
    testTimeout: 30_000,
  },
});
