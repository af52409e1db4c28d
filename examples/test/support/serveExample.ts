// The backend of the Vite example, faked: serves the built app, answers `POST /session` like an
// app's server that created a Vapi WebSocket call, and plays the far side of the call's socket
// (Vapi's WebSocket transport: PCM binary frames both ways, JSON text frames).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { type WebSocket, WebSocketServer } from 'ws';

interface FakeCall {
  readonly path: string;
  /** Binary frames from the browser (microphone PCM). */
  readonly audio: Buffer[];
  /** Text frames from the browser, parsed. */
  readonly messages: { type?: string }[];
  sendJson(message: unknown): void;
  /** 200 ms of a 440 Hz tone as 16 kHz s16le PCM. */
  sendTone(): void;
}

export interface ExampleServer {
  url: string;
  sessions: unknown[];
  nextCall(): Promise<FakeCall>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export async function serveExample(distDir: string): Promise<ExampleServer> {
  const sessions: unknown[] = [];
  let port = 0;
  let count = 0;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/session' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      sessions.push(JSON.parse(body));
      count += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          callId: `call-${count}`,
          websocketCallUrl: `ws://127.0.0.1:${port}/call-${count}/transport`,
        }),
      );
      return;
    }
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    try {
      const file = await readFile(join(distDir, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(file);
    } catch {
      res.writeHead(404).end();
    }
  });
  const sockets = new WebSocketServer({ server });
  const waiting: ((call: FakeCall) => void)[] = [];
  const calls: FakeCall[] = [];
  sockets.on('connection', (socket: WebSocket, request) => {
    const call: FakeCall = {
      path: request.url ?? '',
      audio: [],
      messages: [],
      sendJson: (message) => socket.send(JSON.stringify(message)),
      sendTone() {
        const pcm = new Int16Array(3200);
        for (let i = 0; i < pcm.length; i++)
          pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16000));
        socket.send(Buffer.from(pcm.buffer));
      },
    };
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return void call.audio.push(data);
      const message = JSON.parse(data.toString()) as { type?: string };
      call.messages.push(message);
      if (message.type === 'hangup') socket.close(1000);
    });
    calls.push(call);
    waiting.shift()?.(call);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  let taken = 0;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    nextCall() {
      const call = calls[taken];
      taken += 1;
      return call ? Promise.resolve(call) : new Promise((resolve) => waiting.push(resolve));
    },
    async close() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
