import type { CallSource, Transport } from '../transports/Transport.ts';
import { CANCELLED, CallRun } from './CallRun.ts';
import { createLink } from './createLink.ts';
import type { Emitter } from './emitter.ts';
import { errorMessage, VoiceClientError, withStage } from './errors.ts';
import type { CallStartStage, VoiceClientEvents } from './events.ts';
import type { ResolvedCoreOptions } from './options.ts';
import { type CallStatus, canTransition, type SnapshotStore } from './state.ts';

interface Queued<TCall> {
  promise: Promise<TCall | null>;
  cancelled: boolean;
}

/**
 * Drives the state machine whatever the transport: one run at a time, single-flight start,
 * exactly-once finish. Owned by one client; holds no module state.
 */
export class CallLifecycle<TCall> {
  readonly #options: ResolvedCoreOptions;
  readonly #transport: Transport<TCall>;
  readonly #emitter: Emitter<VoiceClientEvents>;
  readonly #store: SnapshotStore;
  readonly #onJoined: (run: CallRun<TCall>) => void;
  /** The current call, from start() until its release begins. */
  current: CallRun<TCall> | null = null;
  /** Assistant playback volume chosen with setVolume(), applied to every new call. */
  volume: number | null = null;
  /** A start waiting for the previous call to finish releasing. */
  #queued: Queued<TCall> | null = null;
  /** The ending call's release and events (what stop() waits for). */
  #finishing: Promise<void> | null = null;
  /** ... and its late exclusive resources (what the next start waits for). */
  #gone: Promise<void> | null = null;

  constructor(
    options: ResolvedCoreOptions,
    transport: Transport<TCall>,
    emitter: Emitter<VoiceClientEvents>,
    store: SnapshotStore,
    onJoined: (run: CallRun<TCall>) => void,
  ) {
    this.#options = options;
    this.#transport = transport;
    this.#emitter = emitter;
    this.#store = store;
    this.#onJoined = onJoined;
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

  /** The running (or queued, not cancelled) start, so start() is single-flight. */
  inFlight(): Promise<TCall | null> | null {
    if (this.#queued) return this.#queued.cancelled ? null : this.#queued.promise;
    if (this.current) return this.current.startPromise ?? Promise.resolve(this.current.call);
    return null;
  }

  begin(source: CallSource<TCall>): Promise<TCall | null> {
    const begin = (): Promise<TCall | null> => {
      const run = new CallRun<TCall>(this.#options.logger);
      this.current = run;
      this.#store.update({
        error: null,
        isSpeaking: false,
        volume: 0,
        isMuted: false,
        callId: null,
        audioBlocked: false,
        reconnecting: false,
      });
      this.setStatus('starting');
      run.startPromise = this.#runStart(run, source);
      return run.startPromise;
    };
    const finishing = this.#gone;
    if (!finishing) return begin();
    // A start after a cancelled queued one replaces it: the later start wins.
    const queued: Queued<TCall> = {
      cancelled: false,
      promise: finishing.then((): Promise<TCall | null> | null => {
        if (this.#queued === queued) this.#queued = null;
        return queued.cancelled ? null : begin();
      }),
    };
    if (this.#queued) this.#queued.cancelled = true;
    this.#queued = queued;
    return queued.promise;
  }

  async #runStart(run: CallRun<TCall>, source: CallSource<TCall>): Promise<TCall | null> {
    const began = this.#options.clock.now();
    const link = createLink(run as CallRun<unknown>, {
      emitter: this.#emitter,
      store: this.#store,
      options: this.#options,
      hooks: {
        connecting: () => {
          if (this.current === run && !run.aborted) this.setStatus('connecting');
        },
        joined: () => this.#onJoined(run),
        listening: () => this.#onListening(run),
        ended: (error) => this.#onEnded(run, error),
        volume: () => this.volume,
      },
    });
    if ('request' in source) {
      const { request } = source;
      link.progress('initialization', 'started', {
        hasAssistant: Boolean(request.assistant ?? request.assistantId),
        hasSquad: Boolean(request.squad ?? request.squadId),
        hasWorkflow: Boolean(request.workflow ?? request.workflowId),
      });
    }
    try {
      const call = await run.guard(this.#transport.connect(source, link));
      if (run.aborted) throw run.abortReason;
      run.call = call;
      run.started = true;
      this.#emitter.emit('call-start-success', {
        totalDuration: this.#options.clock.now() - began,
        callId: (this.#store.getSnapshot().callId as string | null) ?? undefined,
        timestamp: new Date().toISOString(),
      });
      return call;
    } catch (thrown) {
      if (thrown === CANCELLED || (run.aborted && run.abortReason === CANCELLED)) return null;
      const error =
        thrown instanceof VoiceClientError
          ? thrown
          : new VoiceClientError('start-method-error', errorMessage(thrown), {
              cause: thrown,
              stage: run.stage,
            });
      const failed = {
        // the stage the error names (a transport's stages may overlap), else the current one
        stage: (error.stage as CallStartStage | undefined) ?? run.stage,
        totalDuration: this.#options.clock.now() - began,
        error: error.message,
        errorType: error.type,
        timestamp: new Date().toISOString(),
        context: {
          status: error.status,
          fatalType: error.fatalType,
          callId: this.#store.getSnapshot().callId ?? undefined,
        },
      };
      // Emitted once the run is detached: a start() from the listener begins a new call.
      await this.finish(run, 'error', error, () => this.#emitter.emit('call-start-failed', failed));
      return null;
    }
  }

  #onListening(run: CallRun<TCall>): void {
    if (this.current !== run || run.listening || run.aborted) return;
    run.listening = true;
    run.metrics?.connected();
    this.setStatus('active');
    this.#emitter.emit('call-start');
  }

  #onEnded(run: CallRun<TCall>, error: VoiceClientError | undefined): void {
    if (!error) {
      void this.finish(run, 'ended');
      return;
    }
    if (!run.started) {
      // the start fails with it: the error names the stage, like call-start-failed
      run.abort(withStage(error, run.stage));
      return;
    }
    void this.finish(run, 'error', error);
  }

  /** Ends a run exactly once: status, release, then call-end (+ synthetic ended status). */
  finish(
    run: CallRun<TCall>,
    outcome: 'ended' | 'error',
    error?: VoiceClientError,
    beforeError?: () => void,
  ): Promise<void> {
    if (this.current !== run) return this.#finishing ?? Promise.resolve();
    // Every call-start gets its call-end, also when the start fails after `listening` came.
    const announceEnd = outcome === 'ended' || run.started || run.listening;
    run.abort(outcome === 'ended' ? CANCELLED : error);
    this.current = null;
    const finishing = run.release().then(() => {
      this.#store.update({
        isSpeaking: false,
        volume: 0,
        audioBlocked: false,
        reconnecting: false,
      });
      if (outcome === 'ended') this.setStatus('ended');
      if (announceEnd) {
        this.#emitter.emit('call-end');
        if (!run.endedStatusSeen && run.created) {
          this.#emitter.emit('message', {
            type: 'status-update',
            status: 'ended',
            endedReason: 'customer-ended-call',
          });
        }
      }
      if (this.#finishing === finishing) this.#finishing = null;
    });
    const gone = finishing.then(() => run.gone());
    void gone.then(() => {
      if (this.#gone === gone) this.#gone = null;
    });
    this.#finishing = finishing;
    this.#gone = gone;
    // Listeners hear of the end only now: a stop() they call waits for this release, a start()
    // they call queues behind it, so events of two calls never interleave.
    if (outcome === 'error' && error) {
      this.#store.update({ error });
      this.setStatus('error');
      beforeError?.();
      this.#emitter.emit('error', error);
    } else {
      this.setStatus('ending');
    }
    return finishing;
  }
}
