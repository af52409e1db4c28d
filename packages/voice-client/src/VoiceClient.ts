import { CALL_START_REQUIRED_MESSAGE, callStartSchema, checkRule } from '@repo/validation';
import { type AudioElementLike, clampVolume } from './audioOutput.ts';
import { CallControls } from './CallControls.ts';
import type { CallObject } from './callObject.ts';
import { CANCELLED, CallRun } from './callRun.ts';
import type { ClientMessage } from './clientMessages.ts';
import { createEmitter, type Emitter } from './emitter.ts';
import { errorMessage, VoiceClientError } from './errors.ts';
import type { CallStartStage, VoiceClientEvents } from './events.ts';
import { resolveOptions, type VoiceClientOptions } from './options.ts';
import { runStartSequence, type StartContext } from './startSequence.ts';
import {
  type CallStatus,
  canTransition,
  createSnapshotStore,
  type SnapshotStore,
  type VoiceSnapshot,
} from './state.ts';
import { type StartOptions, toWebCallRequest } from './toWebCallRequest.ts';
import type { WebCallRequest, WebCallResponse } from './webCall.ts';

export const RATE_LIMITED_MESSAGE = 'Too many voice calls. Please wait a moment.';

/** Headless voice web-call client. One instance per call button; instances never interfere. */
export class VoiceClient extends CallControls {
  readonly #emitter: Emitter<VoiceClientEvents>;
  readonly #store: SnapshotStore;
  #run: CallRun | null = null;
  /** A start waiting for the previous call to finish releasing. */
  #queued: { promise: Promise<WebCallResponse | null>; cancelled: boolean } | null = null;
  #finishing: Promise<void> | null = null;
  #volume: number | null = null;

  constructor(options: VoiceClientOptions) {
    const resolved = resolveOptions(options);
    super(resolved);
    this.#emitter = createEmitter<VoiceClientEvents>(resolved.logger);
    this.#store = createSnapshotStore((error) =>
      resolved.logger.error('voice-client: a snapshot subscriber threw', error),
    );
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
    const inFlight = this.#inFlight();
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
    return this.#begin({ request });
  }

  /** Rejoins an existing web call (created with roomDeleteOnUserLeaveEnabled: false). */
  reconnect(webCall: WebCallResponse): Promise<WebCallResponse | null> {
    const inFlight = this.#inFlight();
    if (inFlight) return inFlight;
    if (!webCall || typeof webCall.webCallUrl !== 'string' || webCall.webCallUrl === '') {
      const error = new VoiceClientError(
        'reconnect-error',
        'reconnect() needs a web call with webCallUrl',
      );
      this.#emitter.emit('error', error);
      return Promise.reject(error);
    }
    return this.#begin({ webCall });
  }

  /** Ends the call from this side and releases everything; safe at any moment, idempotent. */
  stop(): Promise<void> {
    const run = this.#run;
    if (this.#queued) this.#queued.cancelled = true;
    if (!run) return this.#finishing ?? Promise.resolve();
    return this.#finish(run, 'ended');
  }

  /** Asks the server to end the call (`end-call`), then stops. */
  end(): Promise<void> {
    const call = this.#run?.call;
    if (call) this.#sendRaw(call, { type: 'end-call' });
    return this.stop();
  }

  // ---- in-call
  /** Sends a Live Call Control message; returns false when there is no call or it is invalid. */
  send(message: ClientMessage): boolean {
    const call = this.#run?.call;
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
    this.#volume = clamped;
    const audio = this.#run?.audio;
    if (audio) audio.volume = clamped;
  }

  getAudioElement(): AudioElementLike | null {
    return this.#run?.audio ?? null;
  }

  override getDailyCallObject(): CallObject | null {
    return this.#run?.call ?? null;
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

  #setStatus(status: CallStatus): void {
    const from = this.#store.getSnapshot().status;
    if (from === status) return;
    if (!canTransition(from, status)) {
      this.options.logger.warn(`voice-client: refused transition ${from} -> ${status}`);
      return;
    }
    this.#store.update({ status });
  }

  /** The running (or queued) start, so start() is single-flight. */
  #inFlight(): Promise<WebCallResponse | null> | null {
    if (this.#queued) return this.#queued.promise;
    if (this.#run) return this.#run.startPromise ?? Promise.resolve(this.#run.webCall);
    return null;
  }

  #begin(source: Parameters<typeof runStartSequence>[1]): Promise<WebCallResponse | null> {
    const begin = (): Promise<WebCallResponse | null> => {
      const run = new CallRun(this.options.logger);
      this.#run = run;
      this.#store.update({
        error: null,
        isSpeaking: false,
        volume: 0,
        isMuted: false,
        callId: null,
      });
      this.#setStatus('starting');
      run.startPromise = this.#runStart(run, source);
      return run.startPromise;
    };
    const finishing = this.#finishing;
    if (!finishing) return begin();
    const queued: { promise: Promise<WebCallResponse | null>; cancelled: boolean } = {
      cancelled: false,
      promise: finishing.then((): Promise<WebCallResponse | null> | null => {
        if (this.#queued === queued) this.#queued = null;
        return queued.cancelled ? null : begin();
      }),
    };
    this.#queued = queued;
    return queued.promise;
  }

  async #runStart(
    run: CallRun,
    source: Parameters<typeof runStartSequence>[1],
  ): Promise<WebCallResponse | null> {
    const began = this.options.clock.now();
    let stage: CallStartStage = 'validation';
    const ctx: StartContext = {
      options: this.options,
      emitter: this.#emitter,
      store: this.#store,
      desiredVolume: () => this.#volume,
      onListening: (r) => this.#onListening(r),
      onLeft: (r) => void this.#finish(r, 'ended'),
      onFatal: (r, event) => this.#onFatal(r, event),
      enter: (next) => {
        stage = next;
      },
      toConnecting: (r) => {
        if (this.#run === r && !r.aborted) this.#setStatus('connecting');
      },
    };
    try {
      const webCall = await runStartSequence(run, source, ctx);
      if (run.aborted) return null;
      run.started = true;
      this.#emitter.emit('call-start-success', {
        totalDuration: this.options.clock.now() - began,
        ...(webCall.id ? { callId: webCall.id } : {}),
        timestamp: new Date().toISOString(),
      });
      return webCall;
    } catch (thrown) {
      if (thrown === CANCELLED || (run.aborted && run.controller.signal.reason === CANCELLED))
        return null;
      const error =
        thrown instanceof VoiceClientError
          ? thrown
          : new VoiceClientError('start-method-error', errorMessage(thrown), {
              cause: thrown,
              stage,
            });
      this.#emitter.emit('call-start-failed', {
        stage,
        totalDuration: this.options.clock.now() - began,
        error: error.message,
        errorType: error.type,
        timestamp: new Date().toISOString(),
        context: { status: error.status, fatalType: error.fatalType, callId: run.webCall?.id },
      });
      await this.#finish(run, 'error', error);
      return null;
    }
  }

  #onListening(run: CallRun): void {
    if (this.#run !== run || run.listening || run.aborted) return;
    run.listening = true;
    this.#setStatus('active');
    this.#emitter.emit('call-start');
  }

  #onFatal(run: CallRun, event: unknown): void {
    const details = (event as { error?: { type?: string } } | null)?.error;
    const error = new VoiceClientError('daily-error', errorMessage(event), {
      cause: event,
      fatalType: details?.type,
    });
    if (!run.started) {
      run.abort(error);
      return;
    }
    void this.#finish(run, 'error', error);
  }

  /** Ends a run exactly once: status, release, then call-end (+ synthetic ended status). */
  #finish(run: CallRun, outcome: 'ended' | 'error', error?: VoiceClientError): Promise<void> {
    if (this.#run !== run) return this.#finishing ?? Promise.resolve();
    const announceEnd = outcome === 'ended' || run.started;
    run.abort(outcome === 'ended' ? CANCELLED : error);
    this.#run = null;
    if (outcome === 'error' && error) {
      this.#store.update({ error });
      this.#setStatus('error');
      this.#emitter.emit('error', error);
    } else {
      this.#setStatus('ending');
    }
    const finishing = run.release().then(() => {
      this.#store.update({ isSpeaking: false, volume: 0 });
      if (outcome === 'ended') this.#setStatus('ended');
      if (announceEnd) {
        this.#emitter.emit('call-end');
        if (!run.endedStatusSeen && run.webCall) {
          this.#emitter.emit('message', {
            type: 'status-update',
            status: 'ended',
            endedReason: 'customer-ended-call',
          });
        }
      }
      if (this.#finishing === finishing) this.#finishing = null;
    });
    this.#finishing = finishing;
    return finishing;
  }
}
