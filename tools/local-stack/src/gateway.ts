// The local stand-in for hosted Supabase's API gateway: /rest/v1/* -> PostgREST (prefix
// stripped), /functions/v1/<name>/* -> that function's Deno server (path /<name>/*, as the
// hosted runtime sees it). A non-loopback Host or a browser origin outside `siteOrigins` is
// refused first (403, ./gateway-guard.ts); then keys are checked (401 JSON otherwise): for
// /rest/v1 always (a publishable or secret key becomes its role's JWT, as hosted), for a
// function only when config.toml says `verify_jwt = true` (with `false`, the function checks
// the `apikey` header itself). CORS preflights (OPTIONS) pass through unchecked.
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import { StackError } from './errors.ts';
import { checkAuth } from './gateway-auth.ts';
import { corsForOrigin, guardRequest } from './gateway-guard.ts';
import { attachUpgradeProxy } from './gateway-upgrade.ts';
import { HOST, resolvePort } from './ports.ts';

export interface GatewayOptions {
  /** 0 or undefined = a free port. */
  port?: number;
  jwtSecret: string;
  postgrestPort: number;
  /** Browser origins allowed to call (CORS); other origins get 403. */
  siteOrigins: readonly string[];
  /** Function name -> port (read per request). */
  functionPorts: () => ReadonlyMap<string, number>;
  /** Whether the gateway verifies the JWT of a function's callers (config.toml verify_jwt). */
  verifyJwt?: (name: string) => boolean;
  /** The local voice agent's port: WebSocket upgrades on /vapi/* go there (gateway-upgrade.ts). */
  voiceAgentPort?: () => number | undefined;
  log?: (line: string) => void;
}

export interface Gateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

type Route =
  | { port: number; path: string; verify: boolean }
  | { error: number; code: string; message: string };

function route(url: string, options: GatewayOptions): Route {
  const rest = /^\/rest\/v1(\/[^?]*)?(\?.*)?$/.exec(url);
  if (rest) {
    return { port: options.postgrestPort, path: `${rest[1] ?? '/'}${rest[2] ?? ''}`, verify: true };
  }
  const fn = /^\/functions\/v1\/([^/?]+)([/?].*)?$/.exec(url);
  if (fn?.[1]) {
    const port = options.functionPorts().get(fn[1]);
    const verify = options.verifyJwt?.(fn[1]) ?? true;
    if (port) return { port, path: `/${fn[1]}${fn[2] ?? ''}`, verify };
    return { error: 404, code: 'function_not_found', message: `Function ${fn[1]} not found` };
  }
  return { error: 404, code: 'not_found', message: 'no route matched' };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: Record<string, string>,
  origin: string | null = null,
): void {
  res.writeHead(status, corsForOrigin({ 'content-type': 'application/json' }, origin));
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, options: GatewayOptions): void {
  const guard = guardRequest(req.headers, options.siteOrigins);
  if (!guard.ok) {
    sendJson(res, 403, { code: guard.code, message: guard.message });
    return;
  }
  const { origin } = guard;
  const target = route(req.url ?? '/', options);
  if ('error' in target) {
    sendJson(res, target.error, { code: target.code, message: target.message }, origin);
    return;
  }
  const headers = { ...req.headers };
  if (req.method !== 'OPTIONS' && target.verify) {
    const auth = checkAuth(req.headers, options.jwtSecret);
    if (!auth.ok) {
      sendJson(res, 401, { code: auth.code, message: auth.message }, origin);
      return;
    }
    headers.authorization = `Bearer ${auth.token}`;
  }
  const clientIp = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const forwarded = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${clientIp}` : clientIp;
  headers['x-real-ip'] = clientIp;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers.host = `${HOST}:${target.port}`;
  const upstream = request(
    { host: HOST, port: target.port, method: req.method, path: target.path, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, corsForOrigin(answer.headers, origin));
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    options.log?.(`[gateway] ${req.method} ${req.url}: upstream error ${error.message}`);
    if (!res.headersSent) {
      sendJson(
        res,
        502,
        { code: 'upstream_unavailable', message: 'upstream not reachable' },
        origin,
      );
    } else res.destroy();
  });
  req.pipe(upstream);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const port = await resolvePort(options.port, 'gateway');
  const server = createServer((req, res) => handle(req, res, options));
  const upgrades = attachUpgradeProxy(server, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new StackError('gateway_failed', `gateway: ${error.message}`, { cause: error })),
    );
    server.listen(port, HOST, resolve);
  });
  return {
    url: `http://${HOST}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        upgrades.close();
      }),
  };
}
