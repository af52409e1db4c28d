import { CALL_START_REQUIRED_MESSAGE, callStartSchema, checkRule } from '@repo/validation';
import { type AudioElementLike, clampVolume } from './audioOutput.ts';
import { CallControls } from './CallControls.ts';
import { CallLifecycle } from './CallLifecycle.ts';
import type { CallObject } from './callObject.ts';
import type { ClientMessage } from './clientMessages.ts';
import { createEmitter, type Emitter } from './emitter.ts';
import { errorMessage, VoiceClientError } from './errors.ts';
import type { VoiceClientEvents } from './events.ts';
import { resolveOptions, type VoiceClientOptions } from './options.ts';
import { createSnapshotStore, type SnapshotStore, type VoiceSnapshot } from './state.ts';
import { type StartOptions, toWebCallRequest } from './toWebCallRequest.ts';
import type { WebCallRequest, WebCallResponse } from './webCall.ts';

export const RATE_LIMITED_MESSAGE = 'Too many voice calls. Please wait a moment.';

/** Headless voice web-call client. One instance per call button; instances never interfere. */
export class VoiceClient extends CallControls {
  readonly #emitter: Emitter<VoiceClientEvents>;
  readonly #store: SnapshotStore;
  readonly #life: CallLifecycle;

  constructor(options: VoiceClientOptions) {
    const resolved = resolveOptions(options);
    super(resolved);
    this.#emitter = createEmitter<VoiceClientEvents>(resolved.logger);
    this.#store = createSnapshotStore((error) =>
      resolved.logger.error('voice-client: a snapshot subscriber threw', error),
    );
    this.#life = new CallLifecycle(resolved, this.#emitter, this.#store);
  }

  // ---- observation
  on<K extends keyof VoiceClientEvents>(event: K, listener: VoiceClientEvents[K]): () => void {
    return this.#emitter.on(event, listener);
  }
  once<K extends keyof VoiceClientEvents>(event: K, listener: VoiceClientEvents[K]): () => void {
    return this.#emitter.once(event, listener);
  }
  off<K extends keyof VoiceClientEvents>(event: K, listener: VoiceClientEvents[K]): void {
    this.#emitter.off(event, listener);
  }
  removeAllListeners(event?: keyof VoiceClientEvents): void {
    this.#emitter.removeAllListeners(event);
  }
  listenerCount(event?: keyof VoiceClientEvents): number {
    return this.#emitter.listenerCount(event);
  }
  readonly getSnapshot = (): VoiceSnapshot => this.#store.getSnapshot();
  readonly subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener);

  /** Starts loading daily-js ahead of the first start() (hover/focus). */
  preload(): Promise<void> {
    return this.options.preload();
  }

  // ---- lifecycle
  /** Official-client signature: ids (strings) or inline objects; resolves the web call or null. */
  start(
    assistant?: Record<string, unknown> | string,
    assistantOverrides?: Record<string, unknown>,
    squad?: Record<string, unknown> | string,
    workflow?: Record<string, unknown> | string,
    workflowOverrides?: Record<string, unknown>,
    options?: StartOptions,
  ): Promise<WebCallResponse | null> {
    return this.startCall(
      toWebCallRequest(assistant, assistantOverrides, squad, workflow, workflowOverrides, options),
    );
  }

  /** Starts a call. Single flight: while a call runs, returns the running start's promise. */
  startCall(request: WebCallRequest): Promise<WebCallResponse | null> {
    const inFlight = this.#life.inFlight();
    if (inFlight) return inFlight;
    const checked = checkRule(callStartSchema, request);
    if (!checked.ok)
      return Promise.reject(
        this.#refuse('invalid_input', checked.message || CALL_START_REQUIRED_MESSAGE, request),
      );
    const limiter = this.options.rateLimiter;
    if (limiter && !limiter.attempt('voice_call').allowed) {
      return Promise.reject(this.#refuse('rate_limit_violation', RATE_LIMITED_MESSAGE, {}));
    }
    return this.#life.begin({ request });
  }

  /** Rejoins an existing web call (created with roomDeleteOnUserLeaveEnabled: false). */
  reconnect(webCall: WebCallResponse): Promise<WebCallResponse | null> {
    const inFlight = this.#life.inFlight();
    if (inFlight) return inFlight;
    if (!webCall || typeof webCall.webCallUrl !== 'string' || webCall.webCallUrl === '') {
      const error = new VoiceClientError(
        'reconnect-error',
        'reconnect() needs a web call with webCallUrl',
      );
      this.#emitter.emit('error', error);
      return Promise.reject(error);
    }
    return this.#life.begin({ webCall });
  }

  /** Ends the call from this side and releases everything; safe at any moment, idempotent. */
  stop(): Promise<void> {
    return this.#life.stop();
  }

  /** Asks the server to end the call (`end-call`), then stops. */
  end(): Promise<void> {
    const call = this.#life.current?.call;
    if (call) this.#sendRaw(call, { type: 'end-call' });
    return this.stop();
  }

  // ---- in-call
  /** Sends a Live Call Control message; returns false when there is no call or it is invalid. */
  send(message: ClientMessage): boolean {
    const call = this.#life.current?.call;
    if (!call) {
      this.options.logger.warn('voice-client: send() without a call');
      return false;
    }
    return this.#sendRaw(call, message);
  }

  say(
    message: string,
    endCallAfterSpoken = false,
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): boolean {
    return this.send({
      type: 'say',
      message,
      endCallAfterSpoken,
      interruptionsEnabled,
      interruptAssistantEnabled,
    });
  }

  setMuted(muted: boolean): void {
    this.requireCall().setLocalAudio(!muted);
    this.#store.update({ isMuted: muted });
  }

  isMuted(): boolean {
    return !this.requireCall().localAudio();
  }

  /** Assistant playback volume 0..1; remembered across calls and applied to new audio. */
  setVolume(volume: number): void {
    const clamped = clampVolume(volume);
    if (clamped === null) return;
    this.#life.volume = clamped;
    const audio = this.#life.current?.audio;
    if (audio) audio.volume = clamped;
  }

  getAudioElement(): AudioElementLike | null {
    return this.#life.current?.audio ?? null;
  }

  override getDailyCallObject(): CallObject | null {
    return this.#life.current?.call ?? null;
  }

  // ---- internals
  #refuse(
    kind: 'invalid_input' | 'rate_limit_violation',
    message: string,
    details: unknown,
  ): VoiceClientError {
    this.options.securityLogger.log(kind, 'voice-client.start', details);
    const error = new VoiceClientError('validation-error', message, { stage: 'validation' });
    this.#store.update({ error });
    this.#emitter.emit('error', error);
    return error;
  }

  #sendRaw(call: CallObject, message: ClientMessage): boolean {
    if (!this.validate('send', message)) return false;
    try {
      call.sendAppMessage(JSON.stringify(message));
      return true;
    } catch (error) {
      this.#emitter.emit(
        'error',
        new VoiceClientError('daily-error', errorMessage(error), { cause: error }),
      );
      return false;
    }
  }

  protected override reportInvalid(error: VoiceClientError): void {
    this.#emitter.emit('error', error);
  }
}
