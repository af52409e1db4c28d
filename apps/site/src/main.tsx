import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, routeReady } from './App.tsx';
import { metaForPath } from './routeMeta.ts';
import './index.css';
// The orb is on the first paint of the prerendered landing page, whose code is a route chunk:
// importing its stylesheet here puts it in the entry stylesheet that every page inlines. Left to
// the chunk, Vite would fetch it again before running the chunk, a request in front of hydration.
import './components/Orb/orb.css';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only when the prerendered page is the one for this URL (a host may serve another
  // route's HTML as its fallback); otherwise render from scratch.
  const prerendered = root.dataset.route;
  if (prerendered && prerendered === metaForPath(window.location.pathname).path) {
    // the route's own chunk first, so the first render matches the prerendered HTML; should it
    // fail to load, hydrate anyway (the route then suspends and renders when it can)
    routeReady(prerendered)
      .catch(() => {})
      // in a transition: React hydrates in slices of about 5 ms and lets the browser in between,
      // where a default-priority hydration is one long task (about 20 ms of CPU for /, over
      // Lighthouse's 50 ms at 4x: issue 40's TBT). A click or key press meanwhile still
      // hydrates its target at once and is replayed.
      .then(() => startTransition(() => void hydrateRoot(root, app)));
  } else {
    createRoot(root).render(app);
  }
}
