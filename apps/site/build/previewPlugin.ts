// `vite preview` behaves like the static host: headers from the built `_headers`, prerendered
// pages by path (gzip-compressed like any static host), and the 404 page (status 404) for
// unknown paths.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { headersForPath, parseHeadersFile } from './headersFile.ts';

function htmlFor(outDir: string, pathname: string): string | null {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [join(outDir, clean, 'index.html'), join(outDir, `${clean}.html`)];
  for (const file of candidates) {
    if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export function staticHostPreview(): Plugin {
  let outDir = '';
  return {
    name: 'site:static-host-preview',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const headersFile = join(outDir, '_headers');
        const rules = existsSync(headersFile)
          ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
          : [];
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of headersForPath(rules, pathname)) res.setHeader(name, value);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (/\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html') return next();
        const file = htmlFor(outDir, pathname) ?? join(outDir, '404.html');
        const notFound = file.endsWith('404.html') && pathname !== '/404.html';
        res.statusCode = notFound ? 404 : 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Vary', 'Accept-Encoding');
        let body = readFileSync(file);
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          body = gzipSync(body);
          res.setHeader('Content-Encoding', 'gzip');
        }
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
