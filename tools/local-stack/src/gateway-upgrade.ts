// WebSocket upgrades on the gateway: `/vapi/<callId>/transport` goes, byte for byte, to the
// local voice agent's `/<callId>/transport`. The socket URL the Vapi stand-in hands out is thus
// on the gateway's origin, whose ws:// variant the site's CSP already allows (connect-src), so
// the local stack needs no extra origin. Unauthenticated on purpose: browsers cannot set headers
// on a WebSocket, and the unguessable call id in the path is the capability (as on Vapi, whose
// `wss://api.vapi.ai/<callId>/transport` carries nothing else). Other upgrades get 404.

import type { IncomingMessage, Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { guardRequest } from './gateway-guard.ts';
import { HOST } from './ports.ts';

export interface UpgradeProxyOptions {
  /** The voice agent's port, read per upgrade (undefined: no agent, 404). */
  voiceAgentPort?: () => number | undefined;
  /** Browser origins allowed to open sockets; the same Host/Origin guard as plain requests. */
  siteOrigins: readonly string[];
  log?: (line: string) => void;
}

/** Path prefix of the voice agent's sockets on the gateway. */
export const VOICE_SOCKET_PREFIX = '/vapi';

const REFUSALS = {
  403: { code: 'forbidden', reason: 'Forbidden' },
  404: { code: 'not_found', reason: 'Not Found' },
  502: { code: 'upstream_unavailable', reason: 'Bad Gateway' },
} as const;

function refuse(socket: Duplex, status: keyof typeof REFUSALS, message: string): void {
  const { code, reason } = REFUSALS[status];
  const body = JSON.stringify({ code, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The upgrade request as the agent should see it: its own path and Host, client IP appended. */
function upstreamHead(req: IncomingMessage, path: string, port: number): string {
  const lines = [`${req.method} ${path} HTTP/1.1`, `Host: ${HOST}:${port}`];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!/^(host|x-forwarded-for)$/i.test(name)) lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
  }
  const clientIp = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const forwarded = req.headers['x-forwarded-for'];
  lines.push(`X-Forwarded-For: ${forwarded ? `${forwarded}, ${clientIp}` : clientIp}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Handles `upgrade` events of the gateway's server; `close()` cuts every proxied socket. */
export function attachUpgradeProxy(
  server: Server,
  options: UpgradeProxyOptions,
): { close(): void } {
  const open = new Set<Duplex | Socket>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const guard = guardRequest(req.headers, options.siteOrigins);
    if (!guard.ok) return refuse(socket, 403, guard.message);
    const path = (req.url ?? '').startsWith(`${VOICE_SOCKET_PREFIX}/`)
      ? (req.url ?? '').slice(VOICE_SOCKET_PREFIX.length)
      : undefined;
    const port = options.voiceAgentPort?.();
    if (!path || !port) return refuse(socket, 404, 'no WebSocket route matched');
    const upstream = connect({ host: HOST, port });
    open.add(socket);
    open.add(upstream);
    let connected = false;
    const cleanup = () => {
      socket.destroy();
      upstream.destroy();
      open.delete(socket);
      open.delete(upstream);
    };
    upstream.once('connect', () => {
      connected = true;
      upstream.write(upstreamHead(req, path, port));
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', (error) => {
      options.log?.(`[gateway] ${req.url}: voice agent error ${error.message}`);
      if (!connected) refuse(socket, 502, 'voice agent not reachable');
      else cleanup();
    });
    socket.on('close', cleanup);
    upstream.on('close', () => (connected ? cleanup() : undefined));
  });
  return {
    close() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}
