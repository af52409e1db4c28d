// Serves the Vite build of the fixture page with a strict CSP: scripts and worklets only from
// the page's own origin (no blob:, no eval); connect-src adds only the test's socket server.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function strictCsp(socketOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${socketOrigin}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

export async function startStaticServer(root: string, csp: string) {
  /** Every path requested (worklet module fetches included, which page events do not show). */
  const served: string[] = [];
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    served.push(path);
    let file = join(root, path);
    if (!file.startsWith(root)) file = join(root, 'index.html');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': csp,
      // hashed build files, cached as a static host serves them
      ...(path.startsWith('/assets/')
        ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
        : {}),
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    // the page may still hold connections open (keep-alive, the worker's and worklets' fetches)
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
