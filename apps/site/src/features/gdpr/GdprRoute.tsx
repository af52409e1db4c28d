import { routeChunk } from '../../lib/routeChunk.tsx';

// The consent text is the longest copy of the site: it loads with the /gdpr route, not with every
// page's first load.
export const gdprRoute = routeChunk(
  () => import('./GdprPage.tsx'),
  (module) => module.GdprPage,
);
