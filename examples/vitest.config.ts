import { defineConfig } from 'vitest/config';

// Not a project of the root Vitest run: packing rewrites the packages' manifests for a moment
// and the installs take a while, so `pnpm test:all` runs this on its own, after the build.
export default defineConfig({
  test: {
    name: 'examples',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 600_000,
  },
});
