import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'assistant',
    include: ['test/**/*.test.ts'],
    // The contract server compiles the assistant schemas (large) on first use.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
