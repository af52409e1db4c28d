import { RATE_LIMITED_MESSAGE } from '@hlasovy-asistent/validation';
import type { CallConnection, Transport } from '../transports/Transport.ts';
import { appMessageSchema } from './appMessageSchema.ts';
import { CallLifecycle } from './CallLifecycle.ts';
import type { CallRun } from './CallRun.ts';
import { CALL_START_REQUIRED_MESSAGE, callStartSchema } from './callStartSchema.ts';
import { clampVolume } from './clampVolume.ts';
import type { ClientMessage } from './clientMessages.ts';
import { createEmitter, type Emitter } from './emitter.ts';
import { errorMessage, NO_CALL_OBJECT_MESSAGE, VoiceClientError } from './errors.ts';
import type { VoiceClientEvents } from './events.ts';
import { type CoreOptions, type ResolvedCoreOptions, resolveCoreOptions } from './options.ts';
import { checkRule } from './rules.ts';
import { createSnapshotStore, type SnapshotStore, type VoiceSnapshot } from './state.ts';
import { type StartOptions, toWebCallRequest, type WebCallRequest } from './toCallRequest.ts';
import { NOT_IN_CALL_MESSAGE, typedTurn } from './typedTurn.ts';

/** The refusal when the client's own limiter (`rateLimiter`) turns a start down. */
export { RATE_LIMITED_MESSAGE };

export interface VoiceClientCoreOptions<TCall> extends CoreOptions {
  /** How the call reaches the assistant (`createWebSocketTransport(...)`, `createDailyTransport(...)`). */
  transport: Transport<TCall>;
}

/**
 * The transport-agnostic voice client: lifecycle, events, snapshot, in-call messages and mute.
 * `VoiceClient` adds the Daily default and Daily's call controls; use this class directly to
 * keep Daily's code out of a bundle that only needs another transport.
 */
export class VoiceClientCore<TCall> {
  protected readonly core: ResolvedCoreOptions;
  readonly #transport: Transport<TCall>;
  readonly #emitter: Emitter<VoiceClientEvents>;
  readonly #store: SnapshotStore;
  readonly #life: CallLifecycle<TCall>;

  constructor(options: VoiceClientCoreOptions<TCall>) {
    this.core = resolveCoreOptions(options);
    this.#transport = options.transport;
    this.#emitter = createEmitter<VoiceClientEvents>(this.core.logger);
    this.#store = createSnapshotStore((error) =>
      this.core.logger.error('voice-client: a snapshot subscriber threw', error),
    );
    this.#life = new CallLifecycle(this.core, this.#transport, this.#emitter, this.#store, (run) =>
      this.#flush(run),
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

  /** Loads the transport's code ahead of the first start() (hover/focus). */
  preload(): Promise<void> {
    return this.#transport.preload?.() ?? Promise.resolve();
  }

  // ---- lifecycle
  /** Official-client signature: ids (strings) or inline objects; resolves the call or null. */
  start(
    assistant?: Record<string, unknown> | string,
    assistantOverrides?: Record<string, unknown>,
    squad?: Record<string, unknown> | string,
    workflow?: Record<string, unknown> | string,
    workflowOverrides?: Record<string, unknown>,
    options?: StartOptions,
  ): Promise<TCall | null> {
    return this.startCall(
      toWebCallRequest(assistant, assistantOverrides, squad, workflow, workflowOverrides, options),
    );
  }

  /**
   * Starts a call. Single flight: while a call runs, returns the running start's promise (and,
   * like the official client, reports `call-start-progress` validation failed already-started).
   */
  startCall(request: WebCallRequest): Promise<TCall | null> {
    const inFlight = this.#life.inFlight();
    if (inFlight) {
      this.#emitter.emit('call-start-progress', {
        stage: 'validation',
        status: 'failed',
        timestamp: new Date().toISOString(),
        metadata: { reason: 'already-started' },
      });
      return inFlight;
    }
    // With the call created by the app's server, an empty request names no assistant: it chooses.
    const fromServer = this.#transport.serverChoosesAssistant && Object.keys(request).length === 0;
    const checked = fromServer ? null : checkRule(callStartSchema, request);
    if (checked && !checked.ok)
      return Promise.reject(
        this.#refuse('invalid_input', checked.message || CALL_START_REQUIRED_MESSAGE, request),
      );
    const limiter = this.core.rateLimiter;
    if (limiter && !limiter.attempt('voice_call').allowed) {
      return Promise.reject(this.#refuse('rate_limit_violation', RATE_LIMITED_MESSAGE, {}));
    }
    return this.#life.begin({ request });
  }

  /** Joins an earlier call again (Daily: created with roomDeleteOnUserLeaveEnabled: false). */
  reconnect(call: TCall): Promise<TCall | null> {
    const inFlight = this.#life.inFlight();
    if (inFlight) return inFlight;
    const check = this.#transport.checkResume;
    const refused = check
      ? check(call)
      : `The ${this.#transport.name} transport cannot rejoin a call`;
    if (refused) {
      const error = new VoiceClientError('reconnect-error', refused);
      this.#emitter.emit('error', error);
      return Promise.reject(error);
    }
    return this.#life.begin({ resume: call });
  }

  /** Ends the call from this side and releases everything; safe at any moment, idempotent. */
  stop(): Promise<void> {
    return this.#life.stop();
  }

  /** Asks the server to end the call (once it can hear us), then stops. */
  end(): Promise<void> {
    const run = this.#life.current;
    const connection = run?.connection;
    if (run?.joined && connection) this.#tryWrite(() => connection.hangUp());
    return this.stop();
  }

  // ---- in-call
  /** Sends a Live Call Control message; returns false when there is no call or it is invalid. */
  /** While the call is still connecting the message is queued and written once it can be. */
  send(message: ClientMessage): boolean {
    const run = this.#life.current;
    if (!run) {
      this.core.logger.warn('voice-client: send() without a call');
      return false;
    }
    if (!this.validate('send', message)) return false;
    return this.#attempt(run, message);
  }

  /**
   * Puts the visitor's typed text into the live call as their turn (`add-message`, role `user`,
   * answered like speech), on every transport. The text is sanitised and checked like all free
   * text (`checkTypedTurn`; the message stays within the app message limit); returns what was sent. Throws a VoiceClientError: `not-in-call`, `text-empty`,
   * `text-too-long`, or the transport's error when the message cannot be written (also emitted as
   * `error`). While the call is connecting the turn is queued like `send()`. When the transport
   * hands typed turns to the app's server (WebSocket `sendTypedTurn`), a failed delivery is
   * emitted later as `error` (`text-not-delivered`); `deliverText()` waits for it instead.
   */
  sendText(text: string): string {
    const [content, delivery] = this.#typedTurn(text);
    delivery.catch(() => {}); // a failure is emitted as `error`
    return content;
  }

  /**
   * `sendText()` that resolves once the turn is delivered (written to the socket or Daily, or
   * taken by the app's server) with the text sent, and rejects with the VoiceClientError of
   * `sendText()` or `text-not-delivered` (also emitted as `error`). A turn queued while the call
   * connects resolves when it is queued.
   */
  async deliverText(text: string): Promise<string> {
    const [content, delivery] = this.#typedTurn(text);
    await delivery;
    return content;
  }

  #typedTurn(text: string): [string, Promise<void>] {
    const run = this.#life.current;
    if (!run) throw new VoiceClientError('not-in-call', NOT_IN_CALL_MESSAGE);
    const message = typedTurn(text);
    return [message.message.content, this.#write(run, message)];
  }

  /**
   * Writes a message, or queues it while the call connects. A failure to write is emitted as
   * `error` and thrown typed; a delivery the transport handed elsewhere resolves when it is done
   * (a failed one is emitted as `error`, its typed VoiceClientError, and rejects).
   */
  #write(run: CallRun<TCall>, message: ClientMessage): Promise<void> {
    const connection = run.connection;
    if (!run.joined || !connection) {
      run.outbox.push(message);
      return Promise.resolve();
    }
    let pending: void | Promise<void> = Promise.resolve();
    const failure = this.#tryWrite(() => {
      pending = connection.send(message);
    });
    if (failure) throw failure;
    return Promise.resolve(pending).catch((error: unknown) => {
      this.#emitter.emit('error', error as VoiceClientError);
      throw error;
    });
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
    this.requireConnection().setMuted(muted);
    const run = this.#life.current;
    if (run) run.muted = muted;
    this.#store.update({ isMuted: muted });
  }

  /** The visitor's mute state; false without a call (like the official client). */
  isMuted(): boolean {
    const run = this.#life.current;
    if (!run) return false;
    return run.connection?.isMuted() ?? run.muted;
  }

  /** Assistant playback volume 0..1; remembered across calls and applied to new audio. */
  setVolume(volume: number): void {
    const clamped = clampVolume(volume);
    if (clamped === null) return;
    this.#life.volume = clamped;
    this.connection()?.setVolume(clamped);
  }

  /**
   * Starts the assistant's audio the browser blocked (`audio-start-failed`, snapshot
   * `audioBlocked`); call it from a user gesture (a tap on "turn the sound on"). Resolves whether
   * the audio plays now; false without a call.
   */
  async resumeAudio(): Promise<boolean> {
    const connection = this.connection();
    if (!connection) return false;
    let playing = false;
    try {
      playing = await connection.resumeAudio();
    } catch (error) {
      this.core.logger.warn('voice-client: resuming the audio failed', error);
    }
    if (playing && this.connection() === connection) this.#store.update({ audioBlocked: false });
    return playing;
  }

  // ---- for subclasses
  /** The current call's controls, or null. */
  protected connection(): CallConnection | null {
    return this.#life.current?.connection ?? null;
  }

  protected requireConnection(): CallConnection {
    const connection = this.connection();
    if (!connection) throw new VoiceClientError(this.#transport.errorType, NO_CALL_OBJECT_MESSAGE);
    return connection;
  }

  /** Logs the security event for a broken rule and returns the typed error. */
  protected invalid(source: string, failure: string, value: unknown): VoiceClientError {
    this.core.securityLogger.log('invalid_input', `voice-client.${source}`, {
      rule: failure,
      value,
    });
    return new VoiceClientError('validation-error', failure);
  }

  /** For send(): reports through the `error` event and returns false instead of throwing. */
  protected validate(source: string, message: unknown): boolean {
    const checked = checkRule(appMessageSchema, message);
    if (!checked.ok) this.#emitter.emit('error', this.invalid(source, checked.message, message));
    return checked.ok;
  }

  /** Writes the messages queued while the call was connecting. */
  #flush(run: CallRun<TCall>): void {
    const connection = run.connection;
    if (!connection) return;
    for (const message of run.outbox.splice(0)) this.#attempt(run, message);
  }

  /** `#write` for who only needs to know it was written: failures are emitted as `error`. */
  #attempt(run: CallRun<TCall>, message: ClientMessage): boolean {
    try {
      this.#write(run, message).catch(() => {});
      return true;
    } catch {
      return false;
    }
  }

  /** Runs a write; a failure is emitted as `error` and returned typed. */
  #tryWrite(write: () => void): VoiceClientError | null {
    try {
      write();
      return null;
    } catch (error) {
      const typed =
        error instanceof VoiceClientError
          ? error
          : new VoiceClientError(this.#transport.errorType, errorMessage(error), { cause: error });
      this.#emitter.emit('error', typed);
      return typed;
    }
  }

  #refuse(
    kind: 'invalid_input' | 'rate_limit_violation',
    message: string,
    details: unknown,
  ): VoiceClientError {
    this.core.securityLogger.log(kind, 'voice-client.start', details);
    const error = new VoiceClientError('validation-error', message, { stage: 'validation' });
    this.#store.update({ error });
    this.#emitter.emit('error', error);
    return error;
  }
}
