// Loopback ports: ask the OS for a free one, check one is free, wait until one answers.
import { createConnection, createServer } from 'node:net';
import { StackError } from './errors.ts';

export const HOST = '127.0.0.1';

/** A port that was free a moment ago (the OS picks it; bind soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves a configured port: 0 or undefined picks a free one, otherwise it must be free. */
export async function resolvePort(port: number | undefined, what: string): Promise<number> {
  if (!port) return freePort();
  if (!(await isPortFree(port))) {
    throw new StackError('port_in_use', `${what}: port ${port} on ${HOST} is already in use`);
  }
  return port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** True when something accepts TCP connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
