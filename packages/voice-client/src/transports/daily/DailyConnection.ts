import type { Logger } from '@repo/validation';
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
  /** Remote video is subscribed (recording, or a video voice provider). */
  videoWanted = false;
  recordingRequestedAt: number | null = null;
  recordingByClient = false;
  firstMessageSent = false;
  readonly #logger: Logger;

  constructor(call: CallObject, logger: Logger) {
    this.native = call;
    this.#logger = logger;
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

  isMuted(): boolean | null {
    return !this.native.localAudio();
  }

  setVolume(volume: number): void {
    if (this.audio) this.audio.volume = volume;
  }

  async resumeAudio(): Promise<void> {
    await this.audio?.play();
  }

  removeAudio(): void {
    const element = this.audio;
    this.audio = null;
    this.audioTrack = null;
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
