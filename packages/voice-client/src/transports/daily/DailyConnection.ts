import type { Logger } from '@hlasovy-asistent/validation';
import type { ClientMessage } from '../../core/clientMessages.ts';
import { errorMessage, VoiceClientError } from '../../core/errors.ts';
import type { CallConnection } from '../Transport.ts';
import type { AudioElementLike } from './audioOutput.ts';
import type { CallObject } from './callObject.ts';

/** One Daily call: its call object and the element playing the assistant. */
export class DailyConnection implements CallConnection {
  readonly native: CallObject;
  audio: AudioElementLike | null = null;
  audioTrack: MediaStreamTrack | null = null;
  /** Session id of the participant whose audio plays. */
  audioParticipant: string | null = null;
  /** Remote video is subscribed (recording, or a video voice provider). */
  videoWanted = false;
  recordingRequestedAt: number | null = null;
  recordingByClient = false;
  firstMessageSent = false;
  /** The agent said `listening` (or the call was rejoined): the call is live. */
  isListening = false;
  readonly #logger: Logger;
  readonly #onListening: () => void;

  constructor(call: CallObject, logger: Logger, onListening: () => void) {
    this.native = call;
    this.#logger = logger;
    this.#onListening = onListening;
  }

  /** The call is live: call-start (once per call in the core). */
  listening(): void {
    this.isListening = true;
    this.#onListening();
  }

  send(message: ClientMessage): void {
    this.sendRaw(JSON.stringify(message));
  }

  /** Writes an app message as is (`playable`, JSON); call-library failures become `daily-error`. */
  sendRaw(data: string): void {
    try {
      this.native.sendAppMessage(data);
    } catch (error) {
      throw new VoiceClientError('daily-error', errorMessage(error), { cause: error });
    }
  }

  hangUp(): void {
    this.send({ type: 'end-call' });
  }

  setMuted(muted: boolean): void {
    this.native.setLocalAudio(!muted);
  }

  /** Daily's answer; null (ask the visitor's choice) while it has no local participant yet. */
  isMuted(): boolean | null {
    const enabled: unknown = this.native.localAudio();
    return typeof enabled === 'boolean' ? !enabled : null;
  }

  setVolume(volume: number): void {
    if (this.audio) this.audio.volume = volume;
  }

  /** Plays the current element again (set with the element); resolves whether it plays. */
  playback: (() => Promise<boolean>) | null = null;

  resumeAudio(): Promise<boolean> {
    return this.playback?.() ?? Promise.resolve(false);
  }

  removeAudio(): void {
    const element = this.audio;
    this.audio = null;
    this.audioTrack = null;
    this.audioParticipant = null;
    this.playback = null;
    if (!element) return;
    this.#safely(() => element.pause());
    this.#safely(() => element.remove());
  }

  #safely(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.#logger.warn('voice-client: releasing a resource failed', error);
    }
  }
}

/** The Daily connection behind a call, or null for another transport. */
export function asDailyConnection(connection: CallConnection | null): DailyConnection | null {
  return connection instanceof DailyConnection ? connection : null;
}
