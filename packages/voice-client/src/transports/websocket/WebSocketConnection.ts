import {
  VOICE_SOCKET_HANGUP,
  type VoiceSocketTypedTurn,
} from '@hlasovy-asistent/platform-api/voice-socket';
import type { ClientMessage } from '../../core/clientMessages.ts';
import { errorMessage, VoiceClientError } from '../../core/errors.ts';
import type { CallConnection } from '../Transport.ts';
import type { AudioGraph } from './audioGraph.ts';
import type { AudioContextPort } from './audioPort.ts';
import type { HubChannel } from './hubChannel.ts';
import type { HubSocket } from './hubSocket.ts';

/**
 * One WebSocket call as the main thread holds it: the audio context and graph, the microphone
 * track, the audio hub (which owns the socket and moves the PCM) and the socket's view from here.
 * The socket may open before the graph is wired (`attachAudio`): mute and volume chosen in
 * between apply once it is.
 */
export class WebSocketConnection implements CallConnection {
  readonly context: AudioContextPort;
  readonly hub: HubChannel;
  graph: AudioGraph | null = null;
  track: MediaStreamTrack | null = null;
  /** The hub's socket as seen from the main thread (JSON text frames, events). */
  socket: HubSocket | null = null;
  /** The server ended the call (status-update ended): no hang-up needed. */
  serverEnded = false;
  /**
   * Where typed turns go instead of the socket (the session's `typedTurns: "control"` with the
   * app's `sendTypedTurn`); null: on the socket.
   */
  typedTurnRoute: ((turn: VoiceSocketTypedTurn) => Promise<void>) | null = null;
  #muted = false;
  #volume = 1;

  constructor(context: AudioContextPort, hub: HubChannel) {
    this.context = context;
    this.hub = hub;
  }

  /** The microphone and the graph are there (the hub has the worklets' ports). */
  attachAudio(graph: AudioGraph, track: MediaStreamTrack): void {
    this.graph = graph;
    this.track = track;
    this.setMuted(this.#muted);
    this.setVolume(this.#volume);
  }

  get native(): HubSocket | null {
    return this.socket;
  }

  send(message: ClientMessage): void | Promise<void> {
    const route = this.typedTurnRoute;
    // a typed turn (sendText's add-message of role user, already checked by the core)
    if (route && message.type === 'add-message' && message.message.role === 'user') {
      return route(message as VoiceSocketTypedTurn).catch((error: unknown) => {
        throw new VoiceClientError('text-not-delivered', errorMessage(error), { cause: error });
      });
    }
    this.#write(JSON.stringify(message));
  }

  /** `end()` hangs up in release (hang-up, then close), like `stop()`. */
  hangUp(): void {}

  /** The documented end of a call: `{"type":"hangup"}` (unless the server ended it). */
  sayGoodbye(): void {
    if (this.serverEnded || !this.socket?.open) return;
    this.#write(JSON.stringify(VOICE_SOCKET_HANGUP));
  }

  /** Muted: the hub sends no microphone frames and reports a silent local level. */
  setMuted(muted: boolean): void {
    this.#muted = muted;
    if (this.track) this.track.enabled = !muted;
    this.hub.post({ type: 'mute', muted });
  }

  isMuted(): boolean {
    return this.#muted;
  }

  setVolume(volume: number): void {
    this.#volume = volume;
    if (this.graph) this.graph.gain.gain.value = volume;
  }

  async resumeAudio(): Promise<boolean> {
    await this.context.resume();
    return this.context.state === 'running';
  }

  /**
   * Barge-in from the server (`user-interrupted`): the hub drops the assistant audio queued for
   * playback, and the rest of the interrupted turn still on its way, until the server's next
   * turn starts (`nextTurn()`) or its audio pauses for the turn gap. The client's own barge-in
   * rule runs in the hub, on the microphone frames.
   */
  flushPlayback(): void {
    this.hub.post({ type: 'flush' });
  }

  /** The server's next assistant turn starts: its audio plays again. */
  nextTurn(): void {
    this.hub.post({ type: 'next-turn' });
  }

  /** Hands a text frame to the hub, which writes it (a failure there is logged as a warning). */
  #write(data: string): void {
    const socket = this.socket;
    if (!socket?.open) {
      throw new VoiceClientError('websocket-error', 'The voice socket is not open');
    }
    socket.send(data);
  }
}
