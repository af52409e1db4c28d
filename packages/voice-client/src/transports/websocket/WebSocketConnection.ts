import { VOICE_SOCKET_HANGUP } from '@hlasovy-asistent/platform-api/voice-socket';
import type { ClientMessage } from '../../core/clientMessages.ts';
import { errorMessage, VoiceClientError } from '../../core/errors.ts';
import type { CallConnection } from '../Transport.ts';
import type { AudioGraph } from './audioGraph.ts';
import type { AudioContextPort } from './audioPort.ts';
import { SOCKET_OPEN, type WebSocketLike } from './socketPort.ts';

/** A stall of the uplink is reported at least this often (50 frames of 20 ms: 1 s). */
const REPORT_EVERY_FRAMES = 50;

/** A stalled uplink: microphone frames dropped while the socket could not keep up. */
export interface UplinkDrop {
  frames: number;
  /** The most the socket held unsent meanwhile. */
  bufferedBytes: number;
}

export interface ConnectionLimits {
  /** Microphone frames are dropped while the socket holds more than this unsent (bytes). */
  maxBufferedBytes: number;
  /** After a flush, audio of the interrupted turn is dropped until a gap this long (ms). */
  turnGapMs: number;
  now(): number;
  /** One stall of the uplink is over (the socket drained, or the call ended). */
  onUplinkDrop(drop: UplinkDrop): void;
}

/** One WebSocket call: its socket, audio context and graph, and the microphone track. */
export class WebSocketConnection implements CallConnection {
  readonly context: AudioContextPort;
  readonly graph: AudioGraph;
  readonly track: MediaStreamTrack;
  socket: WebSocketLike | null = null;
  /** The server ended the call (status-update ended): no hang-up needed. */
  serverEnded = false;
  /** Assistant audio dropped after a barge-in (the rest of the interrupted turn), in bytes. */
  droppedTurnBytes = 0;
  #muted = false;
  readonly #limits: ConnectionLimits;
  /** After a flush: the interrupted turn's audio is dropped until the next turn. */
  #skipping = false;
  #lastAudioAt = Number.NEGATIVE_INFINITY;
  #drop: UplinkDrop | null = null;

  constructor(
    context: AudioContextPort,
    graph: AudioGraph,
    track: MediaStreamTrack,
    limits: ConnectionLimits,
  ) {
    this.context = context;
    this.graph = graph;
    this.track = track;
    this.#limits = limits;
  }

  get native(): WebSocketLike | null {
    return this.socket;
  }

  send(message: ClientMessage): void {
    this.#write(JSON.stringify(message));
  }

  /**
   * One 20 ms microphone frame; nothing is sent while muted or before the socket is open. While
   * the socket holds more than `maxBufferedBytes` unsent (a stalled uplink), frames are dropped,
   * not queued: the server must hear the visitor now, not minutes late.
   */
  sendAudio(pcm: ArrayBuffer): void {
    const socket = this.socket;
    if (this.#muted || socket?.readyState !== SOCKET_OPEN) return;
    const buffered = socket.bufferedAmount ?? 0;
    if (buffered > this.#limits.maxBufferedBytes) {
      this.#drop ??= { frames: 0, bufferedBytes: 0 };
      this.#drop.frames += 1;
      this.#drop.bufferedBytes = Math.max(this.#drop.bufferedBytes, buffered);
      // a long stall is reported every second, not only when it is over
      if (this.#drop.frames >= REPORT_EVERY_FRAMES) this.endUplinkDrop();
      return;
    }
    this.endUplinkDrop();
    this.#write(pcm);
  }

  /** Reports the current stall of the uplink, if any (the socket drained, or the call ends). */
  endUplinkDrop(): void {
    const drop = this.#drop;
    if (!drop) return;
    this.#drop = null;
    this.#limits.onUplinkDrop(drop);
  }

  /** `end()` hangs up in release (hang-up, then close), like `stop()`. */
  hangUp(): void {}

  /** The documented end of a call: `{"type":"hangup"}` (unless the server ended it). */
  sayGoodbye(): void {
    if (this.serverEnded || this.socket?.readyState !== SOCKET_OPEN) return;
    this.#write(JSON.stringify(VOICE_SOCKET_HANGUP));
  }

  setMuted(muted: boolean): void {
    this.#muted = muted;
    this.track.enabled = !muted;
  }

  isMuted(): boolean {
    return this.#muted;
  }

  setVolume(volume: number): void {
    this.graph.gain.gain.value = volume;
  }

  async resumeAudio(): Promise<boolean> {
    await this.context.resume();
    return this.context.state === 'running';
  }

  /**
   * Barge-in (the client's own rule, or the server's `user-interrupted`): drops the assistant
   * audio queued for playback, and the rest of the interrupted turn still on its way, until the
   * server's next turn starts (`nextTurn()`: its `speech-update` assistant `started`) or its
   * audio pauses for `turnGapMs` (a server that sends no speech-update).
   */
  flushPlayback(): void {
    this.graph.playback.port.postMessage({ type: 'flush' });
    this.#skipping = true;
    this.#lastAudioAt = this.#limits.now();
  }

  /** The server's next assistant turn starts: its audio plays again. */
  nextTurn(): void {
    this.#skipping = false;
  }

  /** Assistant audio from the socket (16-bit PCM at the call's rate). */
  receiveAudio(pcm: ArrayBuffer): void {
    const now = this.#limits.now();
    const gap = now - this.#lastAudioAt;
    this.#lastAudioAt = now;
    if (this.#skipping && gap < this.#limits.turnGapMs) {
      this.droppedTurnBytes += pcm.byteLength;
      return;
    }
    this.#skipping = false;
    this.graph.playback.port.postMessage({ type: 'pcm', pcm }, [pcm]);
  }

  #write(data: string | ArrayBuffer): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      throw new VoiceClientError('websocket-error', 'The voice socket is not open');
    }
    try {
      socket.send(data);
    } catch (error) {
      throw new VoiceClientError('websocket-error', errorMessage(error), { cause: error });
    }
  }
}
