import { routeChunk } from '../../lib/routeChunk.tsx';

// The landing page (orb, voice session, demo-modal trigger) loads with `/` only, so /gdpr and the
// 404 page do not carry it in their first load.
export const landingRoute = routeChunk(
  () => import('./LandingPage.tsx'),
  (module) => module.LandingPage,
);
