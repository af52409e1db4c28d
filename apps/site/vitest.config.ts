import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { dialMetadata } from './build/dialMetadataPlugin.ts';

export default defineProject({
  plugins: [react(), dialMetadata()],
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
