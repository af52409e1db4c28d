import { routeChunk } from '../../lib/routeChunk.tsx';

// The 404 page (with its ways on: the demo, the phone number) is its own chunk, so the first load
// of the pages a visitor normally opens does not carry it.
export const notFoundRoute = routeChunk(
  () => import('./NotFoundPage.tsx'),
  (module) => module.NotFoundPage,
);
