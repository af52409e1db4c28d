// The socket side of the local voice agent: a WebSocket server (npm `ws`; Node has none) that
// serves Vapi's WebSocket transport at `/<callId>/transport` for calls registered through the
// Vapi stand-in's `POST /call`. One CallSession per socket; several calls at once.
//
// Refused before the handshake (HTTP status, socket closed): a path that is not
// `/<id>/transport` (404), an id never registered, already connected or expired (404), more
// than `maxCalls` live calls (503), a closing agent (503). Frames bigger than 64 KiB close the
// socket (1009, from `ws`); every other bad input is logged and ignored by the session.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  typedTurnMessage,
  typedTurnText,
  VOICE_SOCKET_AUDIO_FORMAT,
} from '@hlasovy-asistent/platform-api/voice-socket';
import { type WebSocket, WebSocketServer } from 'ws';
import { createCallLog, type LogLine } from './call-log.ts';
import { type CallRecorder, createCallRecords } from './call-records.ts';
import { type CallCaps, createCallRegistry } from './call-registry.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Dialogue, dialogueLines, SLOVAK_DEMO_DIALOGUE } from './dialogue.ts';
import { VoiceAgentError } from './errors.ts';
import type { SpeechSynthesizer } from './espeak.ts';
import type { EndedReason } from './messages.ts';
import { createCallSession } from './session.ts';
import type { CallSession, SessionTiming } from './session-options.ts';
import { createSpeechCache, sharedSpeechCache } from './speech-cache.ts';
import type { TurnTools } from './tools.ts';
import type { VadOptions } from './vad.ts';

export interface VoiceAgentOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 or undefined = a free port. */
  port?: number;
  clock?: Clock;
  log?: LogLine;
  /** Live calls at most (default 20); more sockets are refused with 503. */
  maxCalls?: number;
  /** A registered call must connect within this time (default 60 s). */
  pendingTtlMs?: number;
  /** Registered, unconnected calls at most (default 1000). */
  maxPendingCalls?: number;
  dialogue?: Dialogue;
  /** Default: espeak-ng, Slovak, through a cache shared by every agent of the process. */
  synthesizer?: SpeechSynthesizer;
  timing?: Partial<SessionTiming>;
  vad?: Omit<VadOptions, 'sampleRate'>;
  /** The booking tools of each visitor turn (the local Vapi runs the tool calls). */
  tools?: TurnTools;
  /**
   * False: typed turns (`add-message`) written on the socket are dropped, as a Vapi whose socket
   * ignores them would; live call control (`addUserMessage`) still takes them. Default true.
   */
  socketTypedTurns?: boolean;
  /** Runs once per connected call when it ends (the local Vapi sends its server messages here). */
  onCallEnded?: (call: EndedCall) => void;
  /**
   * Keep a record of this many newest calls (every frame both ways, the visitor's first
   * seconds of audio), served at `GET /calls/<callId>` and `/calls/<callId>/heard.wav`
   * (call-records.ts). Default 0: none.
   */
  keepCallRecords?: number;
}

/** A connected call that ended: how, and when it started and ended (ms since the epoch). */
interface EndedCall {
  id: string;
  /** The visitor closing the socket counts as `customer-ended-call`, as on Vapi. */
  endedReason: EndedReason;
  startedAt: number;
  endedAt: number;
}

/** What a call created by `POST /call` may set on itself (Vapi's ranges are checked). */
export interface CallLimits {
  maxDurationSeconds?: unknown;
  silenceTimeoutSeconds?: unknown;
  /** `assistant-waits-for-user`: no greeting (Vapi's `firstMessageMode`); anything else greets. */
  firstMessageMode?: unknown;
}

/** Seconds within [min, max] as milliseconds, else undefined (the agent's default applies). */
function seconds(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? Math.round(value * 1000)
    : undefined;
}

function capsOf(limits: CallLimits | undefined): CallCaps {
  const maxDurationMs = seconds(limits?.maxDurationSeconds, 10, 43_200);
  const silenceTimeoutMs = seconds(limits?.silenceTimeoutSeconds, 10, 3_600);
  return {
    ...(maxDurationMs === undefined ? {} : { maxDurationMs }),
    ...(silenceTimeoutMs === undefined ? {} : { silenceTimeoutMs }),
    ...(limits?.firstMessageMode === 'assistant-waits-for-user' ? { waitForUser: true } : {}),
  };
}

export interface AudioFormat {
  format?: string;
  container?: string;
  sampleRate?: number;
}

interface RegisteredCall {
  id: string;
  sampleRate: number;
  /** The agent's own socket URL for the call (the local stack hands out the gateway's). */
  url: string;
}

export interface VoiceAgent {
  /** ws://host:port */
  url: string;
  port: number;
  /**
   * Accepts a call created by `POST /call` (transport `vapi.websocket`). Throws
   * `unsupported_audio_format` (only raw pcm_s16le, 8-48 kHz), `bad_call_id`,
   * `too_many_pending_calls` or `agent_closed`.
   */
  registerCall(call: {
    id: string;
    audioFormat?: AudioFormat;
    /** The call's `assistantOverrides.maxDurationSeconds` / `silenceTimeoutSeconds`. */
    limits?: CallLimits;
  }): RegisteredCall;
  /** Resolves when the dialogue is synthesized for 16 kHz calls (it starts at once). */
  ready(): Promise<void>;
  /**
   * Live call control (Vapi's `monitor.controlUrl`): `say` makes the assistant speak `content`
   * in that call. False when the call is not live.
   */
  say(callId: string, content: string): boolean;
  /**
   * Live call control's `add-message` of role user: the visitor's typed turn, answered like a
   * spoken one (the same path as the frame on the socket). False when the call is not live.
   */
  addUserMessage(callId: string, content: string): boolean;
  /** Live and waiting calls. */
  stats(): { active: number; pending: number };
  /** Ends every call (status-update ended `worker-shutdown`, close 1000) and frees the port. */
  close(): Promise<void>;
}

/** `ws` closes the socket with 1009 above this (a 20 ms frame is 640 bytes). */
const MAX_PAYLOAD_BYTES = 64 * 1024;
/** Audio queued in the socket above this is dropped (a client that stopped reading). */
const MAX_BUFFERED_BYTES = 512 * 1024;
const DEFAULT_SAMPLE_RATE = VOICE_SOCKET_AUDIO_FORMAT.sampleRate;

function refuse(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Service Unavailable'}\r\n` +
      `Connection: close\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
  );
}

/** Timer callbacks that throw are logged instead of crashing the process. */
function guardedClock(clock: Clock, log: LogLine): Clock {
  return {
    now: () => clock.now(),
    clearTimeout: (handle) => clock.clearTimeout(handle),
    setTimeout: (callback, ms) =>
      clock.setTimeout(() => {
        try {
          callback();
        } catch (error) {
          log(`[voice-agent] internal error in a timer: ${(error as Error).stack ?? error}`);
        }
      }, ms),
  };
}

function checkFormat(format: AudioFormat = {}): number {
  const sampleRate = format.sampleRate ?? DEFAULT_SAMPLE_RATE;
  if ((format.format ?? 'pcm_s16le') !== 'pcm_s16le' || (format.container ?? 'raw') !== 'raw') {
    throw new VoiceAgentError(
      'unsupported_audio_format',
      'the local voice agent speaks raw pcm_s16le only (not mulaw)',
    );
  }
  if (!Number.isInteger(sampleRate) || sampleRate < 8_000 || sampleRate > 48_000) {
    throw new VoiceAgentError('unsupported_audio_format', 'sampleRate must be 8000-48000 Hz');
  }
  return sampleRate;
}

function plainHttp(
  req: IncomingMessage,
  res: ServerResponse,
  stats: () => object,
  records: ReturnType<typeof createCallRecords> | null,
): void {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(stats()));
    return;
  }
  const call = /^\/calls\/([^/?]+)(\/heard\.wav)?$/.exec(req.url ?? '');
  if (call && records) {
    const [, id = '', wav] = call;
    const body = wav ? records.heard(id) : records.record(id);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no record of that call\n');
      return;
    }
    res.writeHead(200, { 'content-type': wav ? 'audio/wav' : 'application/json' });
    res.end(wav ? body : JSON.stringify(body));
    return;
  }
  res.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' });
  res.end('WebSocket only: /<callId>/transport\n');
}

/** A text frame holding a typed turn (`add-message` of role user that asks for an answer). */
function isTypedTurnFrame(data: Buffer): boolean {
  try {
    return typedTurnText(JSON.parse(data.toString('utf8'))) !== null;
  } catch {
    return false;
  }
}

export async function startVoiceAgent(options: VoiceAgentOptions = {}): Promise<VoiceAgent> {
  const log: LogLine = options.log ?? (() => {});
  const clock = guardedClock(options.clock ?? systemClock, log);
  const host = options.host ?? '127.0.0.1';
  const maxCalls = options.maxCalls ?? 20;
  const dialogue = options.dialogue ?? SLOVAK_DEMO_DIALOGUE;
  const speech = options.synthesizer ? createSpeechCache(options.synthesizer) : sharedSpeechCache();
  const registry = createCallRegistry({
    clock,
    ttlMs: options.pendingTtlMs ?? 60_000,
    maxPending: options.maxPendingCalls ?? 1_000,
  });
  const sessions = new Set<CallSession>();
  const byCallId = new Map<string, CallSession>();
  const records = options.keepCallRecords
    ? createCallRecords(options.keepCallRecords, () => clock.now())
    : null;
  let closing = false;

  const warm = (sampleRate: number) =>
    speech.prepare(dialogueLines(dialogue), sampleRate).catch((error: unknown) => {
      log(`[voice-agent] could not synthesize the dialogue: ${(error as Error).message}`);
      throw error;
    });
  const ready = warm(DEFAULT_SAMPLE_RATE);
  ready.catch(() => {});

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_PAYLOAD_BYTES,
    perMessageDeflate: false,
  });

  function attach(ws: WebSocket, callId: string, sampleRate: number, caps: CallCaps = {}): void {
    const callLog = createCallLog(log, callId);
    const startedAt = clock.now();
    const { waitForUser, ...callTiming } = caps;
    const recorder: CallRecorder | undefined = records?.start(callId, sampleRate);
    const session = createCallSession({
      sampleRate,
      clock,
      speech,
      dialogue,
      log: callLog,
      // the call's own caps win over the agent's defaults, as on Vapi
      timing: { ...options.timing, ...callTiming },
      ...(waitForUser ? { waitForUser } : {}),
      vad: options.vad,
      ...(options.tools
        ? { tools: (turn) => options.tools?.(callId, turn) ?? Promise.resolve(null) }
        : {}),
      sink: {
        sendAudio(frame) {
          if (ws.readyState !== ws.OPEN) return;
          if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
            return callLog.rejected('slow-client', `${ws.bufferedAmount} bytes queued`);
          }
          ws.send(frame, { binary: true });
          recorder?.sent(frame);
        },
        sendJson(message) {
          if (ws.readyState !== ws.OPEN) return;
          ws.send(JSON.stringify(message));
          recorder?.sent(message as unknown as Record<string, unknown>);
        },
        close: (code, reason) => ws.close(code, reason),
      },
      onEnded: (reason) => {
        sessions.delete(session);
        byCallId.delete(callId);
        const endedReason = reason === 'socket-closed' ? 'customer-ended-call' : reason;
        options.onCallEnded?.({ id: callId, endedReason, startedAt, endedAt: clock.now() });
      },
    });
    sessions.add(session);
    byCallId.set(callId, session);
    callLog.info(`connected (${sampleRate} Hz)`);
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      recorder?.received(data, isBinary);
      try {
        if (isBinary) session.receiveAudio(data);
        else if (options.socketTypedTurns === false && isTypedTurnFrame(data)) {
          callLog.info('a typed turn on the socket dropped (socketTypedTurns: false)');
        } else session.receiveText(data.toString('utf8'));
      } catch (error) {
        callLog.info(`internal error on a frame: ${(error as Error).stack ?? error}`);
      }
    });
    ws.on('error', (error) => callLog.info(`socket error: ${error.message}`));
    ws.on('close', () => {
      recorder?.closed();
      session.end('socket-closed');
    });
    session.start();
  }

  const server: Server = createServer((req, res) =>
    plainHttp(req, res, () => ({ active: sessions.size, pending: registry.size }), records),
  );
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    const id = /^\/([^/?]+)\/transport(?:\?.*)?$/.exec(req.url ?? '')?.[1];
    if (closing) return refuse(socket, 503, 'agent closing');
    if (!id) return refuse(socket, 404, 'no such path; use /<callId>/transport');
    if (sessions.size >= maxCalls) {
      log(`[voice-agent] refused a socket: ${maxCalls} calls already live`);
      return refuse(socket, 503, 'too many calls');
    }
    const call = registry.take(id);
    if (!call) {
      log(`[voice-agent] refused a socket for an unknown, used or expired call id`);
      return refuse(socket, 404, 'unknown call');
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, call.id, call.sampleRate, call.caps));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new VoiceAgentError('listen_failed', `voice agent: ${error.message}`, { cause: error }),
      ),
    );
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `ws://${host}:${port}`;
  log(`[voice-agent] listening on ${url}`);

  return {
    url,
    port,
    registerCall(call) {
      if (closing) throw new VoiceAgentError('agent_closed', 'the voice agent is closing');
      const sampleRate = checkFormat(call.audioFormat);
      registry.register({ id: call.id, sampleRate, caps: capsOf(call.limits) });
      if (sampleRate !== DEFAULT_SAMPLE_RATE) void warm(sampleRate).catch(() => {});
      return { id: call.id, sampleRate, url: `${url}/${call.id}/transport` };
    },
    ready: () => ready,
    stats: () => ({ active: sessions.size, pending: registry.size }),
    say(callId, content) {
      const session = byCallId.get(callId);
      if (!session || session.phase === 'ended') return false;
      session.receiveText(JSON.stringify({ type: 'say', message: content }));
      return true;
    },
    addUserMessage(callId, content) {
      const session = byCallId.get(callId);
      if (!session || session.phase === 'ended') return false;
      session.receiveText(JSON.stringify(typedTurnMessage(content)));
      return true;
    },
    async close() {
      if (closing) return;
      closing = true;
      for (const session of [...sessions]) session.end('worker-shutdown');
      registry.clear();
      // Give the close handshakes a moment, then cut whatever is left.
      const deadline = Date.now() + 1_000;
      while ([...wss.clients].some((ws) => ws.readyState !== ws.CLOSED) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
