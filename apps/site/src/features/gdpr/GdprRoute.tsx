import { lazy, Suspense } from 'react';

// The consent text is the longest copy of the site: it loads with the /gdpr route, not with every
// page's first load. Prerendering and hydrating /gdpr load it first (preloadGdprPage), so the
// page renders synchronously there and matches the prerendered HTML; a client-side navigation
// to /gdpr suspends briefly (inside a router transition, the previous page stays until then).

type GdprModule = typeof import('./GdprPage.tsx');

let loaded: GdprModule | undefined;

function load(): Promise<GdprModule> {
  return import('./GdprPage.tsx').then((module) => {
    loaded = module;
    return module;
  });
}

/** Loads the /gdpr page's chunk; await it before rendering /gdpr synchronously. */
export function preloadGdprPage(): Promise<GdprModule> {
  return load();
}

const LazyGdprPage = lazy(() => load().then((module) => ({ default: module.GdprPage })));

/** The /gdpr route element. */
export function GdprRoute() {
  if (loaded) return <loaded.GdprPage />;
  return (
    <Suspense fallback={null}>
      <LazyGdprPage />
    </Suspense>
  );
}
