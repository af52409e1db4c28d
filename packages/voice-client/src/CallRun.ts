import type { Logger } from '@repo/validation';
import type { AudioElementLike } from './audioOutput.ts';
import type { CallObject } from './callObject.ts';
import type { WebCallResponse } from './webCall.ts';

/** Abort reason of a run stopped by the user (start() then resolves null quietly). */
export const CANCELLED = Symbol('cancelled');

/**
 * Everything one call acquires. Each resource is released exactly once by `release()`;
 * resources that arrive after the run was aborted are released on arrival.
 */
export class CallRun {
  readonly controller = new AbortController();
  call: CallObject | null = null;
  webCall: WebCallResponse | null = null;
  startPromise: Promise<WebCallResponse | null> | null = null;
  micTrack: MediaStreamTrack | null = null;
  audio: AudioElementLike | null = null;
  audioTrack: MediaStreamTrack | null = null;
  /** start() resolved with a web call; from then on the run ends with call-end. */
  started = false;
  listening = false;
  endedStatusSeen = false;
  finished = false;
  videoWanted = false;
  recordingRequestedAt: number | null = null;
  recordingByClient = false;
  firstMessageSent = false;
  readonly #cleanups: (() => void)[] = [];
  readonly #aborted: Promise<never>;
  #rejectAborted: (reason: unknown) => void = () => {};
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
    this.#aborted = new Promise<never>((_, reject) => {
      this.#rejectAborted = reject;
    });
    this.#aborted.catch(() => {});
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.controller.abort(reason);
    this.#rejectAborted(reason);
  }

  /** Races a step against the run's abort, so a hanging step never blocks stop(). */
  guard<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.#aborted]);
  }

  /** Registers a release function (setup returns cleanup). */
  own(cleanup: () => void): void {
    if (this.finished) {
      this.#safely(cleanup);
      return;
    }
    this.#cleanups.push(cleanup);
  }

  removeAudio(): void {
    const element = this.audio;
    this.audio = null;
    this.audioTrack = null;
    if (!element) return;
    this.#safely(() => element.pause());
    this.#safely(() => element.remove());
  }

  /** Releases every acquired resource; safe to call more than once. */
  async release(): Promise<void> {
    this.finished = true;
    while (this.#cleanups.length > 0) this.#safely(this.#cleanups.pop() as () => void);
    this.removeAudio();
    const track = this.micTrack;
    this.micTrack = null;
    if (track) this.#safely(() => track.stop());
    const call = this.call;
    this.call = null;
    if (!call) return;
    if (this.recordingByClient) this.#safely(() => call.stopRecording());
    try {
      await call.destroy();
    } catch (error) {
      this.#logger.warn('voice-client: releasing a resource failed', error);
    }
  }

  #safely(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.#logger.warn('voice-client: releasing a resource failed', error);
    }
  }
}
