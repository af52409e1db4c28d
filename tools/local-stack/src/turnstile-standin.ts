// A local stand-in for Cloudflare Turnstile's siteverify endpoint (tests and offline dev), with
// Cloudflare's documented test keys: secret 1x0000000000000000000000000000000AA accepts the
// dummy token XXXX.DUMMY.TOKEN.XXXX, 2x0000000000000000000000000000000AA refuses everything.
// Same wire format as the real one: form-encoded POST (secret, response, remoteip), JSON answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST } from './ports.ts';

export const TURNSTILE_TEST_KEYS = {
  passSecret: '1x0000000000000000000000000000000AA',
  failSecret: '2x0000000000000000000000000000000AA',
  /** What the widget produces with Cloudflare's test site keys. */
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

export interface TurnstileStandin {
  /** The siteverify URL, for TURNSTILE_VERIFY_URL. */
  verifyUrl: string;
  /** Every verify request's form fields, in order. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startTurnstileStandin(): Promise<TurnstileStandin> {
  const requests: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const known = req.method === 'POST' && req.url === '/turnstile/v0/siteverify';
      if (known) requests.push(form);
      const success =
        known &&
        form.secret === TURNSTILE_TEST_KEYS.passSecret &&
        form.response === TURNSTILE_TEST_KEYS.dummyToken;
      const errors = success ? [] : [known ? 'invalid-input-response' : 'bad-request'];
      res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success, 'error-codes': errors, hostname: HOST }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://${HOST}:${port}/turnstile/v0/siteverify`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
