// Renders every route of the built site to static HTML (hydrated by main.tsx), and writes
// robots.txt, sitemap.xml and the `_headers` file of the static host.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConsentVersion } from './checkConsentVersion.ts';
import { CONSENT_PAGE_PATH } from './consentTextVersion.ts';
import { headerRules, renderHeadersFile } from './headersFile.ts';
import { headTags } from './headTags.ts';
import { inlineStylesheets } from './inlineStylesheets.ts';
import { routePreloadTags } from './routePreloads.ts';
import { scriptsAfterPaint } from './scriptsAfterPaint.ts';

interface ServerEntry {
  renderRoute(url: string): string;
  config: {
    productName: string;
    siteUrl: string;
    supabaseUrl: string;
    adPixelId: string;
    turnstileSiteKey: string;
  };
  ROUTES: readonly {
    path: string;
    title: string;
    description: string;
    file: string;
    indexable: boolean;
  }[];
}

export async function prerender(outDir: string, serverEntry: string): Promise<string[]> {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const { config, ROUTES } = entry;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  // every page's stylesheets (the entry's and its route chunk's) inline; the CSP lists them all
  const styleHashes = new Set<string>();
  const scriptHashes = new Set<string>();
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const written: string[] = [];

  for (const route of ROUTES) {
    const url = route.path === '*' ? '/__not-found__' : route.path;
    const body = entry.renderRoute(url);
    const canonical = route.indexable
      ? `${config.siteUrl}${route.path === '/' ? '/' : route.path}`
      : null;
    const head = headTags({
      title: route.title,
      description: route.description,
      canonical,
      siteUrl: config.siteUrl,
      siteName: config.productName,
      indexable: route.indexable,
    });
    const inlined = inlineStylesheets(
      template.replace(/<title>[^<]*<\/title>/, head + routePreloadTags(outDir, route.path)),
      outDir,
    );
    for (const hash of inlined.hashes) styleHashes.add(hash);
    const painted = scriptsAfterPaint(
      inlined.html.replace(
        '<div id="root"></div>',
        `<div id="root" data-route="${route.path}">${body}</div>`,
      ),
    );
    if (painted.hash) scriptHashes.add(painted.hash);
    const html = painted.html;
    const file = join(outDir, route.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(route.file);
    if (route.path === CONSENT_PAGE_PATH) {
      process.stdout.write(`consent text version ${checkConsentVersion(outDir, body)}\n`);
    }
  }

  const indexable = ROUTES.filter((route) => route.indexable);
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
      .map((route) => `  <url><loc>${config.siteUrl}${route.path}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`,
  );
  writeFileSync(
    join(outDir, '_headers'),
    renderHeadersFile(
      headerRules({
        supabaseUrl: config.supabaseUrl,
        adPixel: config.adPixelId !== '',
        turnstile: config.turnstileSiteKey !== '',
        https: config.siteUrl.startsWith('https:'),
        styleHashes: [...styleHashes],
        scriptHashes: [...scriptHashes],
      }),
    ),
  );
  written.push('sitemap.xml', 'robots.txt', '_headers');
  return written;
}
