// Prerender entry: the build renders every route to static HTML with this module.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, routeReady } from './App.tsx';
import { config } from './config.ts';
import { preloadHydrateLater } from './lib/hydrateLater.tsx';
import { ROUTES } from './routeMeta.ts';

/** @public Read by build/prerender.ts from the built server bundle. */
export { config, ROUTES };

// renderToString cannot wait for code: every route that loads its own chunk is loaded up front,
// then the parts that hydrate later (lib/hydrateLater.tsx), some made by the routes' chunks.
await Promise.all(ROUTES.map((route) => routeReady(route.path)));
await preloadHydrateLater();

export function renderRoute(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
