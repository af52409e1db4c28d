import { afterIdle } from '../../lib/afterIdle.ts';

/**
 * When the landing page fetches what a call needs (issue 40): once the page is idle after
 * hydration (the first load done, nothing of it competing), or at the first touch or click
 * anywhere if that comes first (a phone visitor reaching for the orb). `prefetch` runs once.
 * Returns the cancel (unmount).
 */
export function scheduleCallPrefetch(
  prefetch: () => void,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  idle: (task: () => void) => () => void = afterIdle,
): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    prefetch();
  };
  const cancelIdle = idle(run);
  const options = { capture: true, passive: true } as const;
  target.addEventListener('pointerdown', run, options);
  const cancel = () => {
    cancelIdle();
    target.removeEventListener('pointerdown', run, options);
  };
  return cancel;
}
