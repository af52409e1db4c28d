import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLayout } from './components/Layout/SiteLayout.tsx';
import { cookieSettings } from './features/cookie-consent/cookieSettings.ts';
import { gdprRoute } from './features/gdpr/GdprRoute.tsx';
import { landingRoute } from './features/landing/LandingRoute.tsx';
import { notFoundRoute } from './features/not-found/NotFoundRoute.tsx';
import { loadAgain } from './lib/loadAgain.ts';
import { logger } from './lib/logger.ts';
import { mountAfterHydration } from './lib/mountAfterHydration.tsx';
import { announcePageHydrated } from './lib/pageHydrated.ts';
import { metaForPath, type RouteMeta } from './routeMeta.ts';

// Neither shows on the prerendered page (the banner comes 2 s after load, toasts on events):
// their code loads right after hydration, outside the first load.
const CookieBanner = mountAfterHydration(() =>
  import('./features/cookie-consent/CookieBanner.tsx').then((m) => m.CookieBanner),
);
const Toaster = mountAfterHydration(() =>
  import('./components/Toast/Toaster.tsx').then((m) => m.Toaster),
);

/**
 * The page of every route, each its own chunk (keep in step with build/routePreloads.ts
 * ROUTE_MODULES). The routes are the paths of routeMeta.ts, so the page shown, the prerendered
 * file and the document title always agree.
 */
const ROUTE_CHUNKS: Readonly<
  Record<RouteMeta['path'], { preload(): Promise<unknown>; Page: ComponentType }>
> = {
  '/': landingRoute,
  '/gdpr': gdprRoute,
  '*': notFoundRoute,
};

/**
 * Resolves once the code of the route at `path` is loaded, so the route renders synchronously:
 * await it before hydrating a prerendered page (and before prerendering it).
 */
export function routeReady(path: string): Promise<unknown> {
  return ROUTE_CHUNKS[path as RouteMeta['path']]?.preload() ?? Promise.resolve();
}

/**
 * The page for the current URL. A lookup in routeMeta.ts rather than react-router's `<Routes>`:
 * the site has three flat routes and no parameters, and `<Routes>`'s matching, ranking and error
 * boundaries are 3.4 kB gzip on every first load.
 */
function AppRoutes() {
  const { Page } = ROUTE_CHUNKS[metaForPath(useLocation().pathname).path];
  return <Page />;
}

function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = metaForPath(pathname).title;
  }, [pathname]);
  return null;
}

/** The whole site below the router (BrowserRouter in the browser, StaticRouter when prerendering). */
export function App() {
  // the last effect of the first commit (a parent's effects run after its children's): every
  // control now answers, so the taps kept before it are replayed (build/scriptsAfterPaint.ts)
  useEffect(() => announcePageHydrated(), []);
  // the consent-gated pixel's code loads after hydration too (the demo form shares its chunk)
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    loadAgain(() => import('./features/ad-pixel/index.ts')).then(
      ({ startAdPixel }) => {
        if (!unmounted) stop = startAdPixel();
      },
      (error: unknown) => logger.warn('ad pixel: its code did not load', error),
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return (
    <>
      <DocumentTitle />
      <SiteLayout top={<CookieBanner />} onCookieSettings={cookieSettings.open}>
        <AppRoutes />
      </SiteLayout>
      <Toaster />
    </>
  );
}
