/** Time source and timers, injected per client so tests and benchmarks control them. */
export interface Clock {
  /** Milliseconds from an arbitrary origin; only differences are used. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The platform clock. Reads globals only when called, so importing stays side-effect free. */
export function createSystemClock(): Clock {
  return {
    now: () => globalThis.performance?.now() ?? Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** Resolves after `ms`; returns the promise and a cancel that clears the timer. */
export function delay(clock: Clock, ms: number): { promise: Promise<void>; cancel(): void } {
  let handle: unknown;
  let settle: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
    handle = clock.setTimeout(resolve, ms);
  });
  return {
    promise,
    cancel() {
      clock.clearTimeout(handle);
      settle();
    },
  };
}
