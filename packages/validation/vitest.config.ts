import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'validation',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
