import type { MessagePortLike } from './audioPort.ts';
import { createBargeInDetector } from './bargeIn.ts';
import { createLevelWindow } from './levelWindow.ts';
import { listen } from './listen.ts';
import type { BargeInRule } from './options.ts';
import { type CreateWebSocket, SOCKET_OPEN, type WebSocketLike } from './socketPort.ts';

/** A stall of the uplink is reported at least this often (50 frames of 20 ms: 1 s). */
const REPORT_EVERY_FRAMES = 50;
/** Assistant audio kept while the socket is open but the graph not wired yet (30 s at 16 kHz). */
const EARLY_AUDIO_MAX_BYTES = 960_000;

export interface AudioHubSettings {
  /** Microphone frames are dropped while the socket holds more than this unsent (bytes). */
  maxBufferedBytes: number;
  /** After a flush, audio of the interrupted turn is dropped until a gap this long (ms). */
  turnGapMs: number;
  frameMs: number;
  /** Microphone frames per `local-level` message (100 ms). */
  framesPerLevel: number;
  bargeIn: BargeInRule | false;
}

/** Main thread -> hub. */
export type ToHub =
  /** The worklets' ports: PCM flows between them and the hub, never through the main thread. */
  | {
      type: 'init';
      settings: AudioHubSettings;
      capture: MessagePortLike;
      playback: MessagePortLike;
    }
  | { type: 'connect'; url: string }
  /** A JSON text frame. */
  | { type: 'send'; data: string }
  | { type: 'close'; code?: number; reason?: string }
  | { type: 'mute'; muted: boolean }
  /** Barge-in from the server (`user-interrupted`): flush playback, drop the rest of the turn. */
  | { type: 'flush' }
  /** The server's next assistant turn starts: its audio plays again. */
  | { type: 'next-turn' };

/**
 * Hub -> main thread: the socket's events as a WebSocket's listeners get them (`message`: a JSON
 * text frame), levels (10 a second each), notices.
 */
export type FromHub =
  | { type: 'ready' }
  | { type: 'open' }
  | { type: 'close'; code: number; reason: string }
  | { type: 'error' }
  | { type: 'message'; data: string }
  | { type: 'local-level'; rms: number }
  | { type: 'remote-level'; rms: number; playing: boolean; queuedMs: number }
  | { type: 'started' }
  | { type: 'uplink-drop'; frames: number; bufferedBytes: number }
  | { type: 'warn'; message: string; detail?: string };

export interface AudioHubHost {
  post(message: FromHub): void;
  createWebSocket: CreateWebSocket;
  now(): number;
}

/** Messages of the two worklets (see worklets/*.js). */
type CaptureMessage = { type: 'frame'; pcm: ArrayBuffer; rms: number };
type PlaybackMessage =
  | { type: 'level'; rms: number; playing: boolean; queuedMs?: number }
  | { type: 'started' };

/**
 * The audio side of a WebSocket call, where the PCM goes (by default in a Worker, see
 * socketWorker.ts; on the main thread when the app injects its own socket factory): owns the
 * socket; microphone frames from the capture worklet go out as binary frames (dropped while
 * the muted or a stalled uplink holds more than `maxBufferedBytes`), binary frames from the
 * socket go to the playback worklet (except the rest of a turn interrupted by a barge-in), the
 * client's barge-in rule runs on the microphone frames. The main thread gets the socket's
 * events and text frames, and one level per 100 ms each way.
 */
export function createAudioHub(host: AudioHubHost) {
  let settings: AudioHubSettings | null = null;
  let capture: MessagePortLike | null = null;
  let playback: MessagePortLike | null = null;
  let socket: WebSocketLike | null = null;
  let muted = false;
  let assistantPlaying = false;
  /** After a flush: the interrupted turn's audio is dropped until the next turn. */
  let skipping = false;
  let lastAudioAt = Number.NEGATIVE_INFINITY;
  let drop: { frames: number; bufferedBytes: number } | null = null;
  let local: ReturnType<typeof createLevelWindow> | null = null;
  let bargeIn: ReturnType<typeof createBargeInDetector> | null = null;
  /** The socket opens as soon as the session is there; audio before `init` waits here. */
  let early: ArrayBuffer[] = [];
  let earlyBytes = 0;

  const warn = (message: string, error?: unknown) =>
    host.post({ type: 'warn', message, ...(error ? { detail: String(error) } : {}) });

  /** Reports the current stall of the uplink, if any (the socket drained, or it closed). */
  const endUplinkDrop = () => {
    if (!drop) return;
    host.post({ type: 'uplink-drop', ...drop });
    drop = null;
  };

  const flush = () => {
    early = [];
    earlyBytes = 0;
    playback?.postMessage({ type: 'flush' });
    assistantPlaying = false;
    skipping = true;
    lastAudioAt = host.now();
  };

  /** One 20 ms microphone frame; nothing is sent while muted or before the socket is open. */
  const sendAudio = (pcm: ArrayBuffer) => {
    if (muted || !settings || socket?.readyState !== SOCKET_OPEN) return;
    const buffered = socket.bufferedAmount ?? 0;
    if (buffered > settings.maxBufferedBytes) {
      drop ??= { frames: 0, bufferedBytes: 0 };
      drop.frames += 1;
      drop.bufferedBytes = Math.max(drop.bufferedBytes, buffered);
      // a long stall is reported every second, not only when it is over
      if (drop.frames >= REPORT_EVERY_FRAMES) endUplinkDrop();
      return;
    }
    endUplinkDrop();
    try {
      socket.send(pcm);
    } catch (error) {
      warn('voice-client: a microphone frame could not be sent', error);
    }
  };

  const onCapture = ({ data }: { data: unknown }) => {
    const message = data as CaptureMessage | null;
    if (message?.type !== 'frame') return;
    sendAudio(message.pcm);
    const rms = muted ? 0 : message.rms;
    local?.add(rms);
    if (bargeIn?.feed(rms, assistantPlaying)) flush();
  };

  const onPlayback = ({ data }: { data: unknown }) => {
    const message = data as PlaybackMessage | null;
    if (message?.type === 'level') {
      assistantPlaying = message.playing;
      host.post({
        type: 'remote-level',
        rms: message.rms,
        playing: message.playing,
        queuedMs: message.queuedMs ?? 0,
      });
    } else if (message?.type === 'started') {
      assistantPlaying = true;
      bargeIn?.rearm();
      host.post({ type: 'started' });
    }
  };

  /** Assistant audio from the socket (16-bit PCM at the call's rate). */
  const receiveAudio = (pcm: ArrayBuffer) => {
    const now = host.now();
    const gap = now - lastAudioAt;
    lastAudioAt = now;
    if (skipping && settings && gap < settings.turnGapMs) return;
    skipping = false;
    if (playback) playback.postMessage({ type: 'pcm', pcm }, [pcm]);
    else if (earlyBytes + pcm.byteLength <= EARLY_AUDIO_MAX_BYTES) {
      early.push(pcm);
      earlyBytes += pcm.byteLength;
    }
  };

  const onMessage = ({ data }: { data: unknown }) => {
    if (data instanceof ArrayBuffer) {
      if (data.byteLength % 2 !== 0) {
        warn(`voice-client: ignored an odd-sized audio frame (${data.byteLength} bytes)`);
      } else if (data.byteLength > 0) {
        receiveAudio(data);
      }
      return;
    }
    if (typeof data === 'string') host.post({ type: 'message', data });
  };
  const onOpen = () => host.post({ type: 'open' });
  const onClose = ({ code, reason }: { code: number; reason: string }) => {
    endUplinkDrop();
    host.post({ type: 'close', code, reason });
  };
  const onError = () => host.post({ type: 'error' });
  let unlisten: (() => void) | null = null;

  const connect = (url: string) => {
    try {
      socket = host.createWebSocket(url);
      socket.binaryType = 'arraybuffer';
    } catch (error) {
      warn('voice-client: the voice socket could not be created', error);
      host.post({ type: 'close', code: 1006, reason: String(error) });
      return;
    }
    unlisten = listen(socket, { message: onMessage, open: onOpen, close: onClose, error: onError });
  };

  return {
    receive(message: ToHub): void {
      switch (message.type) {
        case 'init':
          settings = message.settings;
          capture = message.capture;
          playback = message.playback;
          local = createLevelWindow(settings.framesPerLevel, (rms) =>
            host.post({ type: 'local-level', rms }),
          );
          bargeIn = settings.bargeIn
            ? createBargeInDetector(settings.bargeIn, settings.frameMs)
            : null;
          capture.onmessage = onCapture;
          playback.onmessage = onPlayback;
          for (const pcm of early) playback.postMessage({ type: 'pcm', pcm }, [pcm]);
          early = [];
          earlyBytes = 0;
          break;
        case 'connect':
          connect(message.url);
          break;
        case 'send':
          try {
            if (socket?.readyState === SOCKET_OPEN) socket.send(message.data);
          } catch (error) {
            warn('voice-client: a message could not be sent', error);
          }
          break;
        case 'close':
          try {
            socket?.close(message.code, message.reason);
          } catch (error) {
            warn('voice-client: the voice socket could not be closed', error);
          }
          break;
        case 'mute':
          muted = message.muted;
          break;
        case 'flush':
          flush();
          break;
        case 'next-turn':
          skipping = false;
          break;
      }
    },
    /** Stops listening to the socket and the worklets (the socket is closed by `close`). */
    dispose(): void {
      if (capture) capture.onmessage = null;
      if (playback) playback.onmessage = null;
      unlisten?.();
    },
  };
}
