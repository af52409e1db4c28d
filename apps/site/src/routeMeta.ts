// Per-route document metadata, used by the prerender step (head tags) and on the client when
// navigating between routes.

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
    title: 'AI hlasový asistent, ktorý predáva za vás | Hlasový asistent',
    description:
      'AI hlasový asistent, ktorý nonstop dohaduje stretnutia, kvalifikuje záujemcov a zvyšuje tržby. Vyskúšajte rozhovor priamo v prehliadači alebo si objednajte ukážku.',
    file: 'index.html',
    indexable: true,
  },
  {
    path: '/gdpr',
    title: 'Súhlas so spracúvaním osobných údajov | Hlasový asistent',
    description:
      'Súhlas so spracúvaním osobných údajov, s nemarketingovými a marketingovými hovormi a SMS, a ako ho odvolať.',
    file: 'gdpr/index.html',
    indexable: true,
  },
  {
    path: '*',
    title: 'Stránka sa nenašla | Hlasový asistent',
    description: 'Hľadaná stránka neexistuje.',
    file: '404.html',
    indexable: false,
  },
];

export function metaForPath(pathname: string): RouteMeta {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return ROUTES.find((route) => route.path === normalized) ?? (ROUTES[2] as RouteMeta);
}
