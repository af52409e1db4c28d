// The frame of a stand-in for a JSON HTTP API (the Supabase Management API, Netlify's): a server
// on a free port of 127.0.0.1 whose handler's failure answers 500 with its message.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { StackError } from './errors.ts';
import { HOST } from './ports.ts';

export type StandinHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Answers `status` with `body` as JSON (no body: empty). */
export function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** The whole request body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Serves `handle` until `close`; `name` says which stand-in could not listen (standin_failed). */
export async function serveStandin(
  name: string,
  handle: StandinHandler,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, { message: error.message }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new StackError('standin_failed', `${name} stand-in: ${error.message}`)),
    );
    server.listen(0, HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${HOST}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
