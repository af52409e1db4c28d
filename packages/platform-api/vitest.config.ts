import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'platform-api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
