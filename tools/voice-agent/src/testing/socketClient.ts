// A WebSocket client that records what the agent sends (binary audio, JSON messages, close).
import WebSocket from 'ws';
import { bytesFromSamples } from '../index.ts';

export interface RecordedSocket {
  ws: WebSocket;
  /** Binary frames with their arrival time (performance.now()). */
  audio: { at: number; bytes: Buffer }[];
  json: Record<string, unknown>[];
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves when a JSON message matching `test` has arrived. */
  waitFor(test: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<void>;
  sendJson(message: unknown): void;
}

/** `origin`: the Origin header a browser page would send (Node clients send none). */
export function openSocket(url: string, origin?: string): RecordedSocket {
  const ws = new WebSocket(url, origin ? { origin } : {});
  const audio: RecordedSocket['audio'] = [];
  const json: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer, isBinary: boolean) => {
    if (isBinary) audio.push({ at: performance.now(), bytes: data });
    else json.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`HTTP ${res.statusCode}`, { cause: res.statusCode })),
    );
    ws.once('error', reject);
  });
  opened.catch(() => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    ws,
    audio,
    json,
    opened,
    closed,
    sendJson: (message) => ws.send(JSON.stringify(message)),
    waitFor(test, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (json.some(test)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching message in ${timeoutMs} ms; got ${json.map((m) => m.type)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** The HTTP status a refused upgrade got. */
export async function refusedStatus(url: string, origin?: string): Promise<number | undefined> {
  const socket = openSocket(url, origin);
  try {
    await socket.opened;
    socket.ws.terminate();
    return undefined;
  } catch (error) {
    return (error as Error).cause as number;
  }
}

/** Sends PCM in 20 ms frames at real-time pace (as a microphone would), until `stop()` says so. */
export async function streamPcm(
  socket: RecordedSocket,
  samples: Int16Array,
  stop: () => boolean = () => false,
): Promise<void> {
  const started = performance.now();
  for (let i = 0, k = 0; i < samples.length && !stop(); i += 320, k += 1) {
    socket.ws.send(bytesFromSamples(samples.subarray(i, i + 320)));
    const wait = started + (k + 1) * 20 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Why the call ended: the reason of its last message when that is the `ended` status-update. */
export function endedReason(socket: Pick<RecordedSocket, 'json'>): string | null {
  const last = socket.json.at(-1);
  return last?.type === 'status-update' && last.status === 'ended'
    ? String(last.endedReason)
    : null;
}
