// A tiny stand-in for the far side of Vapi's WebSocket transport, scripted by each test: it
// records what the browser sends, sends PCM (paced in 20 ms frames or in one burst) and JSON,
// and answers `{"type":"hangup"}` by closing with 1000 like the real server.
import { type AddressInfo, WebSocket, WebSocketServer } from 'ws';

export interface ServerCall {
  readonly path: string;
  /** Binary frames from the browser (microphone PCM). */
  readonly audio: Buffer[];
  /** When each binary frame arrived (performance.now() of this process). */
  readonly audioAt: number[];
  /** Text frames from the browser, parsed. */
  readonly messages: unknown[];
  /** The browser's close code, once closed. */
  closeCode: number | null;
  sendJson(message: unknown): void;
  /** Sends PCM as 20 ms frames in real time; resolves when all was sent. */
  stream(pcm: Int16Array, sampleRate?: number): Promise<void>;
  /** Sends PCM as one frame (a server running ahead). */
  burst(pcm: Int16Array): void;
  close(code?: number): void;
  /** Drops the TCP connection without a close frame (the browser sees 1006). */
  drop(): void;
}

export interface SocketServer {
  url: string;
  readonly calls: ServerCall[];
  nextCall(): Promise<ServerCall>;
  openConnections(): number;
  close(): Promise<void>;
}

export async function startSocketServer(): Promise<SocketServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const calls: ServerCall[] = [];
  const waiting: ((call: ServerCall) => void)[] = [];
  let seen = 0;
  server.on('connection', (socket: WebSocket, request) => {
    const call: ServerCall = {
      path: request.url ?? '',
      audio: [],
      audioAt: [],
      messages: [],
      closeCode: null,
      sendJson: (message) => socket.send(JSON.stringify(message)),
      async stream(pcm, sampleRate = 16000) {
        const frame = sampleRate / 50;
        for (let at = 0; at < pcm.length && socket.readyState === WebSocket.OPEN; at += frame) {
          socket.send(Buffer.from(pcm.slice(at, at + frame).buffer));
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      burst: (pcm) => socket.send(Buffer.from(pcm.buffer)),
      close: (code = 1000) => socket.close(code),
      drop: () => socket.terminate(),
    };
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) {
        call.audio.push(data);
        call.audioAt.push(performance.now());
        return;
      }
      const message = JSON.parse(data.toString()) as { type?: string };
      call.messages.push(message);
      if (message.type === 'hangup') socket.close(1000);
    });
    socket.on('close', (code: number) => {
      call.closeCode = code;
    });
    calls.push(call);
    waiting.shift()?.(call);
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    nextCall() {
      const index = seen;
      seen += 1;
      const existing = calls[index];
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve) => waiting.push(resolve));
    },
    openConnections: () =>
      [...server.clients].filter((client) => client.readyState !== WebSocket.CLOSED).length,
    close: () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** A sine tone as 16-bit PCM. */
export function tone(ms: number, hz: number, amplitude: number, sampleRate = 16000): Int16Array {
  const samples = Math.round((sampleRate * ms) / 1000);
  return Int16Array.from({ length: samples }, (_, i) =>
    Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * hz * i) / sampleRate)),
  );
}
