import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'browser-testing',
    include: ['test/**/*.test.ts'],
  },
});
