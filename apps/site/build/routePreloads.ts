// A route that loads its own chunk before hydrating (App.tsx `routeReady`: the landing page,
// /gdpr and the 404 page, so no page's code is in another's first load) names that chunk in its prerendered HTML as
// a module preload, so the browser fetches it alongside the entry instead of after it, and
// scripts/size.ts counts it in that route's first load. Read from the client build's manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Route path -> the source module of its own chunk (keep in step with App.tsx routeReady). */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/landing/LandingPage.tsx',
  '/gdpr': 'src/features/gdpr/GdprPage.tsx',
  '*': 'src/features/not-found/NotFoundPage.tsx',
};

export const MANIFEST_FILE = '.vite/manifest.json';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for the route's own chunk and the chunks it imports, and a
 * `<link rel="stylesheet">` for each of their stylesheets (the prerender inlines those like the
 * entry's, so the prerendered page is styled before its chunk runs).
 */
export function routePreloadTags(outDir: string, routePath: string): string {
  const module = ROUTE_MODULES[routePath];
  if (!module) return '';
  const manifestPath = join(outDir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing (build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`the client build has no chunk for ${module} (route ${routePath})`);
  // its own static imports that are not the entry (already loaded by the page's script tag)
  const chunks = [
    chunk,
    ...(chunk.imports ?? [])
      .filter((key) => key !== 'index.html')
      .map((key) => manifest[key])
      .filter((imported) => imported !== undefined),
  ];
  const scripts = chunks.map(
    ({ file }) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  const styles = [...new Set(chunks.flatMap(({ css }) => css ?? []))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  return [...scripts, ...styles].join('');
}
