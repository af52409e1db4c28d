import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace project; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/site',
      'supabase',
      'assistant',
      'tools/local-stack',
      'tools/voice-agent',
      'tools/browser-testing',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
