// Per-route document metadata, used by the prerender step (head tags) and on the client when
// navigating between routes.
import { routeMetaCopy } from './copy/routeMeta.ts';

export interface RouteMeta {
  /** Path the page is prerendered for ('*' = the 404 page). */
  path: '/' | '/gdpr' | '*';
  title: string;
  description: string;
  /** Output file relative to the build directory. */
  file: string;
  /** Listed in sitemap.xml and indexable. */
  indexable: boolean;
}

/** The landing page opens the demo modal when its URL ends with this fragment (the 404 page links there). */
export const DEMO_MODAL_HASH = '#ukazka';

export const ROUTES: readonly RouteMeta[] = [
  {
    path: '/',
    ...routeMetaCopy.home,
    file: 'index.html',
    indexable: true,
  },
  {
    path: '/gdpr',
    ...routeMetaCopy.gdpr,
    file: 'gdpr/index.html',
    indexable: true,
  },
  {
    path: '*',
    ...routeMetaCopy.notFound,
    file: '404.html',
    indexable: false,
  },
];

export function metaForPath(pathname: string): RouteMeta {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((route) => route.path === normalized) ?? (ROUTES[2] as RouteMeta);
}
