// Time as the agent sees it. Injected so tests drive the 60 s silence timeout, pacing and
// barge-in timing in audio time without waiting.

export type TimerHandle = { readonly id: number } | ReturnType<typeof setTimeout>;

export interface Clock {
  /** Milliseconds (any epoch; only differences and message timestamps use it). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
