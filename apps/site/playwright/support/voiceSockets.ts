// What went over the voice call's WebSocket, seen from the test (Playwright's `websocket` event):
// binary frames (PCM) counted with their size, JSON text frames parsed, with arrival times.
import type { Page } from '@playwright/test';

export interface Frame {
  /** Date.now() when Playwright saw the frame. */
  at: number;
  /** Size of a binary frame, in bytes. */
  bytes?: number;
  /** A text frame, parsed as JSON. */
  json?: { type?: string; role?: string; status?: string; turn?: number; [key: string]: unknown };
}

export interface VoiceSocket {
  url: string;
  sent: Frame[];
  received: Frame[];
  closed: boolean;
}

function toFrame(payload: string | Buffer): Frame {
  if (typeof payload !== 'string') return { at: Date.now(), bytes: payload.length };
  try {
    return { at: Date.now(), json: JSON.parse(payload) };
  } catch {
    return { at: Date.now(), json: { type: '(not JSON)' } };
  }
}

/** Records every call socket (`/vapi/<callId>/transport` locally) the page opens. */
export function recordVoiceSockets(page: Page): VoiceSocket[] {
  const sockets: VoiceSocket[] = [];
  page.on('websocket', (ws) => {
    if (!/\/transport$/.test(ws.url())) return;
    const socket: VoiceSocket = { url: ws.url(), sent: [], received: [], closed: false };
    sockets.push(socket);
    ws.on('framesent', (f) => socket.sent.push(toFrame(f.payload)));
    ws.on('framereceived', (f) => socket.received.push(toFrame(f.payload)));
    ws.on('close', () => {
      socket.closed = true;
    });
  });
  return sockets;
}

export const binaryFrames = (frames: Frame[]) => frames.filter((f) => f.bytes !== undefined);

/** The first received message matching `match` (at or after `from`), or undefined. */
export function firstMessage(
  socket: VoiceSocket | undefined,
  match: (json: NonNullable<Frame['json']>) => boolean,
  from = 0,
): Frame | undefined {
  return socket?.received.find((f) => f.at >= from && f.json !== undefined && match(f.json));
}

/** Binary frames received strictly after frame `from` and before frame `to` (socket order). */
export function binaryBetween(socket: VoiceSocket, from: Frame, to: Frame | undefined): Frame[] {
  const start = socket.received.indexOf(from);
  const end = to ? socket.received.indexOf(to) : socket.received.length;
  return binaryFrames(socket.received.slice(start + 1, end));
}
