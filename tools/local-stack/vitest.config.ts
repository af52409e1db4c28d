import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'local-stack',
    include: ['test/**/*.test.ts'],
  },
});
