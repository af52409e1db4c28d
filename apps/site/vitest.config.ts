import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { dialMetadata } from './build/dialMetadataPlugin.ts';
import { siteDefines } from './build/siteDefines.ts';

export default defineProject({
  plugins: [react(), dialMetadata()],
  define: siteDefines(process.env),
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
