import { CANCELLED, CallRun } from './CallRun.ts';
import type { Emitter } from './emitter.ts';
import { errorMessage, VoiceClientError } from './errors.ts';
import type { CallStartStage, VoiceClientEvents } from './events.ts';
import type { ResolvedOptions } from './options.ts';
import { runStartSequence, type StartContext } from './startSequence.ts';
import { type CallStatus, canTransition, type SnapshotStore } from './state.ts';
import type { WebCallResponse } from './webCall.ts';

export type StartSource = Parameters<typeof runStartSequence>[1];

/**
 * Drives the state machine: one run at a time, single-flight start, exactly-once finish.
 * Owned by one VoiceClient; holds no module state.
 */
export class CallLifecycle {
  readonly #options: ResolvedOptions;
  readonly #emitter: Emitter<VoiceClientEvents>;
  readonly #store: SnapshotStore;
  /** The current call, from start() until its release begins. */
  current: CallRun | null = null;
  /** Assistant playback volume chosen with setVolume(), applied to every new audio element. */
  volume: number | null = null;
  /** A start waiting for the previous call to finish releasing. */
  #queued: { promise: Promise<WebCallResponse | null>; cancelled: boolean } | null = null;
  #finishing: Promise<void> | null = null;

  constructor(options: ResolvedOptions, emitter: Emitter<VoiceClientEvents>, store: SnapshotStore) {
    this.#options = options;
    this.#emitter = emitter;
    this.#store = store;
  }

  /** Ends the current call (or cancels a queued start); resolves when everything is released. */
  stop(): Promise<void> {
    const run = this.current;
    if (this.#queued) this.#queued.cancelled = true;
    if (!run) return this.#finishing ?? Promise.resolve();
    return this.finish(run, 'ended');
  }

  setStatus(status: CallStatus): void {
    const from = this.#store.getSnapshot().status;
    if (from === status) return;
    if (!canTransition(from, status)) {
      this.#options.logger.warn(`voice-client: refused transition ${from} -> ${status}`);
      return;
    }
    this.#store.update({ status });
  }

  /** The running (or queued) start, so start() is single-flight. */
  inFlight(): Promise<WebCallResponse | null> | null {
    if (this.#queued) return this.#queued.promise;
    if (this.current) return this.current.startPromise ?? Promise.resolve(this.current.webCall);
    return null;
  }

  begin(source: StartSource): Promise<WebCallResponse | null> {
    const begin = (): Promise<WebCallResponse | null> => {
      const run = new CallRun(this.#options.logger);
      this.current = run;
      this.#store.update({
        error: null,
        isSpeaking: false,
        volume: 0,
        isMuted: false,
        callId: null,
      });
      this.setStatus('starting');
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

  async #runStart(run: CallRun, source: StartSource): Promise<WebCallResponse | null> {
    const began = this.#options.clock.now();
    let stage: CallStartStage = 'validation';
    const ctx: StartContext = {
      options: this.#options,
      emitter: this.#emitter,
      store: this.#store,
      desiredVolume: () => this.volume,
      onListening: (r) => this.#onListening(r),
      onLeft: (r) => void this.finish(r, 'ended'),
      onFatal: (r, event) => this.#onFatal(r, event),
      enter: (next) => {
        stage = next;
      },
      toConnecting: (r) => {
        if (this.current === r && !r.aborted) this.setStatus('connecting');
      },
    };
    try {
      const webCall = await runStartSequence(run, source, ctx);
      if (run.aborted) throw run.controller.signal.reason;
      run.started = true;
      this.#emitter.emit('call-start-success', {
        totalDuration: this.#options.clock.now() - began,
        callId: webCall.id,
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
        totalDuration: this.#options.clock.now() - began,
        error: error.message,
        errorType: error.type,
        timestamp: new Date().toISOString(),
        context: { status: error.status, fatalType: error.fatalType, callId: run.webCall?.id },
      });
      await this.finish(run, 'error', error);
      return null;
    }
  }

  #onListening(run: CallRun): void {
    if (this.current !== run || run.listening || run.aborted) return;
    run.listening = true;
    this.setStatus('active');
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
    void this.finish(run, 'error', error);
  }

  /** Ends a run exactly once: status, release, then call-end (+ synthetic ended status). */
  finish(run: CallRun, outcome: 'ended' | 'error', error?: VoiceClientError): Promise<void> {
    if (this.current !== run) return this.#finishing ?? Promise.resolve();
    const announceEnd = outcome === 'ended' || run.started;
    run.abort(outcome === 'ended' ? CANCELLED : error);
    this.current = null;
    if (outcome === 'error' && error) {
      this.#store.update({ error });
      this.setStatus('error');
      this.#emitter.emit('error', error);
    } else {
      this.setStatus('ending');
    }
    const finishing = run.release().then(() => {
      this.#store.update({ isSpeaking: false, volume: 0 });
      if (outcome === 'ended') this.setStatus('ended');
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
