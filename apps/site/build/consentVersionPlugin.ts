// Vite plugin: renders the /gdpr route once with the site's own entry-server.tsx (a throwaway
// SSR dev server in the same mode, so the same VITE_* values), hashes its text
// (consentTextVersion.ts) and defines import.meta.env.VITE_CONSENT_TEXT_VERSION for the bundle,
// in `vite build` and in `vite` (dev: restart the dev server after editing the page's text).
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { CONSENT_PAGE_PATH, consentTextVersion, mainText } from './consentTextVersion.ts';
import { dialMetadata } from './dialMetadataPlugin.ts';

const ENV_NAME = 'VITE_CONSENT_TEXT_VERSION';

/** Renders the consent page with the site's server entry and returns its version. */
async function renderConsentTextVersion(root: string, mode: string): Promise<string> {
  const server = await createServer({
    root,
    mode,
    configFile: false,
    // the form's modules evaluate with the page's (features import each other through index.ts)
    plugins: [react(), dialMetadata()],
    logLevel: 'error',
    appType: 'custom',
    cacheDir: 'node_modules/.vite-consent-version',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
      renderRoute(url: string): string;
    };
    return consentTextVersion(mainText(entry.renderRoute(CONSENT_PAGE_PATH)));
  } finally {
    await server.close();
  }
}

export function consentVersionPlugin(): Plugin {
  return {
    name: 'consent-text-version',
    async config(config, env) {
      // Vitest runs the components without it (config falls back to 'unversioned'); the SSR
      // build and `vite preview` do not send leads.
      if (process.env.VITEST || env.isSsrBuild || env.isPreview) return;
      const version = await renderConsentTextVersion(config.root ?? process.cwd(), env.mode);
      return { define: { [`import.meta.env.${ENV_NAME}`]: JSON.stringify(version) } };
    },
  };
}
