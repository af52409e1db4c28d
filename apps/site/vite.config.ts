import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { consentVersionPlugin } from './build/consentVersionPlugin.ts';
import { dialMetadata } from './build/dialMetadataPlugin.ts';
import { staticHostPreview } from './build/previewPlugin.ts';
import { routerProductionBuild } from './build/routerProductionBuild.ts';
import { routerTreeShaking } from './build/routerTreeShaking.ts';
import { siteDefines } from './build/siteDefines.ts';

export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    staticHostPreview(),
    dialMetadata(),
    consentVersionPlugin(),
    routerTreeShaking(),
  ],
  resolve: command === 'build' ? { alias: routerProductionBuild() } : {},
  define: siteDefines(loadEnv(mode, import.meta.dirname, 'VITE_')),
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // Only the entry's direct imports are preloaded; on-demand chunks stay on demand.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // like the static host: no CORS headers (`Vary: Origin` would keep a worklet fetched ahead of
  // a call from being served from the cache to the call's own module request)
  preview: { host: '127.0.0.1', port: 4173, cors: false },
}));
