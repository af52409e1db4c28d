// What went over the voice call's WebSocket: binary frames (PCM) counted with their size, JSON
// text frames parsed, with arrival times. Seen from the page in Chromium (Playwright's `websocket`
// event); in Firefox, where Playwright over BiDi reports no socket a Worker opens (the voice
// client's socket lives in its Worker), as the local agent recorded the call (its `/calls/<id>`).
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

/** What the agent's record says (voice-agent call-records.ts), from the browser's side. */
interface AgentRecord {
  received: Frame[];
  sent: Frame[];
  closed: boolean;
}

/**
 * The call `callId` as the local agent recorded it: what it received, the browser sent. Empty
 * until the socket connects (the call exists from the `voice-call` answer on).
 */
export async function agentSocket(voiceAgentUrl: string, callId: string): Promise<VoiceSocket> {
  const url = `${voiceAgentUrl}/${callId}/transport`;
  const response = await fetch(`${voiceAgentUrl}/calls/${callId}`);
  if (response.status === 404) return { url, sent: [], received: [], closed: false };
  if (!response.ok) throw new Error(`the agent's record of call ${callId}: ${response.status}`);
  const record = (await response.json()) as AgentRecord;
  return { url, sent: record.received, received: record.sent, closed: record.closed };
}

/** The visitor's audio the agent received in call `callId` (its first 30 s), as a WAV file. */
export async function agentHeard(voiceAgentUrl: string, callId: string): Promise<Uint8Array> {
  const response = await fetch(`${voiceAgentUrl}/calls/${callId}/heard.wav`);
  if (!response.ok) throw new Error(`the agent has no audio of call ${callId}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
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
