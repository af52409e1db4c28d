import type { Logger } from '@hlasovy-asistent/validation';
import type { CallConnection } from '../transports/Transport.ts';
import type { CallMetrics } from './callMetrics.ts';
import type { ClientMessage } from './clientMessages.ts';
import type { CallStartStage } from './events.ts';

/** Abort reason of a run stopped by the user (start() then resolves null quietly). */
export const CANCELLED = Symbol('cancelled');

type Release = () => unknown;

/**
 * One call, transport-agnostic: its abort signal, the stage it is in, and everything it owns.
 * Each resource is released exactly once by `release()` (reverse order of acquisition);
 * resources that arrive after the run ended are released on arrival, and `gone()` waits for them.
 */
export class CallRun<TCall> {
  readonly controller = new AbortController();
  startPromise: Promise<TCall | null> | null = null;
  call: TCall | null = null;
  connection: CallConnection | null = null;
  stage: CallStartStage = 'validation';
  /** The server knows the call (it has an id): its end is announced with an ended status. */
  created = false;
  /** start() resolved with a call; from then on the run ends with call-end. */
  started = false;
  /** call-start was emitted. */
  listening = false;
  /** Client messages can be written. */
  joined = false;
  endedStatusSeen = false;
  finished = false;
  muted = false;
  metrics: CallMetrics | null = null;
  /** Messages sent before the transport could write them. */
  readonly outbox: ClientMessage[] = [];
  readonly #releases: Release[] = [];
  readonly #late = new Set<Promise<unknown>>();
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

  get abortReason(): unknown {
    return this.controller.signal.reason;
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
  own(release: Release): void {
    if (this.finished) {
      this.#track(this.#safely(release));
      return;
    }
    this.#releases.push(release);
  }

  /**
   * Owns a resource being acquired; one that arrives after the end is released on arrival.
   * `exclusive`: only one may exist at a time (Daily's call object), so `gone()` also waits for
   * it to arrive and be released.
   */
  acquire<T>(pending: Promise<T>, release: (value: T) => unknown, exclusive = false): Promise<T> {
    const arrival = pending.then(
      (value) => this.own(() => release(value)),
      () => {},
    );
    if (exclusive) this.#track(arrival);
    return pending;
  }

  /** Releases every owned resource, newest first; safe to call more than once. */
  async release(): Promise<void> {
    this.finished = true;
    while (this.#releases.length > 0) await this.#safely(this.#releases.pop() as Release);
  }

  /** Resolves once the release, exclusive arrivals and every late release are done. */
  async gone(): Promise<void> {
    await this.release();
    while (this.#late.size > 0) await Promise.all([...this.#late]);
  }

  #track(promise: Promise<unknown>): void {
    this.#late.add(promise);
    void promise.finally(() => this.#late.delete(promise));
  }

  async #safely(release: Release): Promise<void> {
    try {
      await release();
    } catch (error) {
      this.#logger.warn('voice-client: releasing a resource failed', error);
    }
  }
}
