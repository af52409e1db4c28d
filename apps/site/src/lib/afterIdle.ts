/** Run `task` when the main thread is idle (next macrotask where unsupported). Returns cancel. */
function afterIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}

/**
 * How long after the landing page hydrated its first load counts as finishing: the chunks the
 * hydration itself asks for (the cookie banner, the toasts, the lightning, the text below the
 * fold) are on their way, and the banner rises at 2 s.
 */
export const FIRST_LOAD_TAIL_MS = 1000;

/**
 * Run `task` at the first idle moment once the first load's tail is in (FIRST_LOAD_TAIL_MS after
 * the call, which the landing page makes when it has hydrated). For work the page does for later
 * (the call's code and config, the funnel's first step): at the first idle moment alone it ran
 * about 150 ms after hydration, its ~50 requests and their replies beside the hydration's own
 * chunks, so every task of that stretch waited for a core (issue 40: Lighthouse's TBT counts the
 * wall time). Returns cancel.
 */
export function afterFirstLoad(task: () => void, tailMs = FIRST_LOAD_TAIL_MS): () => void {
  let cancelIdle: (() => void) | null = null;
  const timer = setTimeout(() => {
    cancelIdle = afterIdle(task);
  }, tailMs);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
