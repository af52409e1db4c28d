import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'voice-client',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'src/**/*.test.ts'],
  },
});
