// One origin for the local Vapi: requests whose path a route claims go to that route's server,
// everything else to the fallback. The stand-in needs it because `POST /call/web` (the browser
// web call, which the site's server creates for the Daily transport) is only in Vapi's extended
// OpenAPI document, while the rest of the stand-in validates against the latest one.
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VapiRoute {
  /** e.g. `(path) => path === '/call/web'` */
  claims(pathname: string): boolean;
  /** Origin of the server behind the route, `http://127.0.0.1:<port>`. */
  target: string;
}

export interface VapiRouter {
  url: string;
  close(): Promise<void>;
}

function pass(req: IncomingMessage, res: ServerResponse, target: string): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = forward(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: `local Vapi route failed: ${error.message}` }));
  });
  req.pipe(upstream);
}

/** Listens on 127.0.0.1 (a free port) and routes each request by its path. */
export async function startVapiRouter(
  routes: readonly VapiRoute[],
  fallback: string,
): Promise<VapiRouter> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://router.local');
    pass(req, res, routes.find((route) => route.claims(pathname))?.target ?? fallback);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
