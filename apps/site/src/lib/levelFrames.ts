/**
 * One clock for every level-driven visual (the orb's bars, body and glow, the call's volume and
 * microphone bars): their callbacks run together in one animation frame, at most one frame per
 * `intervalMs`, and only while someone listens. A requestAnimationFrame loop asks the page for a
 * frame on every display refresh (60 a second, each with its style, paint and commit work on the
 * main thread); the levels themselves change at most 20 times a second, so a frame every
 * LEVEL_FRAME_MS moves them as smoothly for a fraction of the work, and the separate writers do
 * not ask for frames of their own.
 */
export interface FrameClock {
  /** Runs `callback(now)` in each of the clock's frames until the returned function is called. */
  subscribe(callback: (now: number) => void): () => void;
}

export interface FrameClockDeps {
  requestFrame(callback: () => void): number;
  cancelFrame(id: number): void;
  setTimer(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimer(id: ReturnType<typeof setTimeout>): void;
  now(): number;
}

/**
 * About 20 frames a second (a timer, then the next display refresh): the most often a level
 * arrives (the voice client sends each at most every 50 ms). Measured unthrottled while the
 * assistant talks (bench:smoothness, quiet machine): main thread 16.6 % busy at 30 ms, 12.3 % at 50.
 */
const LEVEL_FRAME_MS = 50;

export function createFrameClock(intervalMs: number, deps: FrameClockDeps): FrameClock {
  const callbacks = new Set<(now: number) => void>();
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = Number.NEGATIVE_INFINITY;

  const run = () => {
    frame = undefined;
    last = deps.now();
    for (const callback of [...callbacks]) callback(last);
    schedule();
  };

  function schedule() {
    if (frame !== undefined || timer !== undefined || callbacks.size === 0) return;
    const wait = last + intervalMs - deps.now();
    if (wait <= 0) {
      frame = deps.requestFrame(run);
      return;
    }
    timer = deps.setTimer(() => {
      timer = undefined;
      if (callbacks.size > 0) frame = deps.requestFrame(run);
    }, wait);
  }

  const stop = () => {
    if (frame !== undefined) deps.cancelFrame(frame);
    if (timer !== undefined) deps.clearTimer(timer);
    frame = undefined;
    timer = undefined;
  };

  return {
    subscribe(callback) {
      callbacks.add(callback);
      schedule();
      return () => {
        callbacks.delete(callback);
        if (callbacks.size === 0) stop();
      };
    },
  };
}

/** The page's level clock (requestAnimationFrame does not run in hidden tabs). */
export const levelFrames: FrameClock = createFrameClock(LEVEL_FRAME_MS, {
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (id) => cancelAnimationFrame(id),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (id) => clearTimeout(id),
  now: () => performance.now(),
});
