import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'platform-api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The contract server compiles large request schemas (CreateCallDTO) on first use.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
