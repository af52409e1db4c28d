import type { ClientMessage } from '../../core/clientMessages.ts';
import { errorMessage, VoiceClientError } from '../../core/errors.ts';
import type { CallConnection } from '../Transport.ts';
import type { AudioGraph } from './audioGraph.ts';
import type { AudioContextPort } from './audioPort.ts';
import { SOCKET_OPEN, type WebSocketLike } from './socketPort.ts';

/** One WebSocket call: its socket, audio context and graph, and the microphone track. */
export class WebSocketConnection implements CallConnection {
  readonly context: AudioContextPort;
  readonly graph: AudioGraph;
  readonly track: MediaStreamTrack;
  socket: WebSocketLike | null = null;
  /** The server ended the call (status-update ended): no hang-up needed. */
  serverEnded = false;
  #muted = false;

  constructor(context: AudioContextPort, graph: AudioGraph, track: MediaStreamTrack) {
    this.context = context;
    this.graph = graph;
    this.track = track;
  }

  get native(): WebSocketLike | null {
    return this.socket;
  }

  send(message: ClientMessage): void {
    this.#write(JSON.stringify(message));
  }

  /** One 20 ms microphone frame; nothing is sent while muted or before the socket is open. */
  sendAudio(pcm: ArrayBuffer): void {
    if (this.#muted || this.socket?.readyState !== SOCKET_OPEN) return;
    this.#write(pcm);
  }

  /** `end()` hangs up in release (hang-up, then close), like `stop()`. */
  hangUp(): void {}

  /** The documented end of a call: `{"type":"hangup"}` (unless the server ended it). */
  sayGoodbye(): void {
    if (this.serverEnded || this.socket?.readyState !== SOCKET_OPEN) return;
    this.#write(JSON.stringify({ type: 'hangup' }));
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

  /** Drops the assistant audio queued for playback (barge-in). */
  flushPlayback(): void {
    this.graph.playback.port.postMessage({ type: 'flush' });
  }

  /** Queues assistant audio (16-bit PCM at the call's rate) for playback. */
  play(pcm: ArrayBuffer): void {
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
