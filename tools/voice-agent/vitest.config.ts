import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'voice-agent',
    include: ['test/**/*.test.ts'],
  },
});
