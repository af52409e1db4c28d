import { afterFirstLoad } from '../../lib/afterIdle.ts';

/**
 * When the landing page fetches what a call needs (issue 40): at the first idle moment once the
 * first load's tail is in (lib/afterIdle.ts: afterFirstLoad, nothing of the first load competing),
 * or at the first touch or click anywhere if that comes first (a phone visitor reaching for the
 * orb). `prefetch` runs once. Returns the cancel (unmount).
 */
export function scheduleCallPrefetch(
  prefetch: () => void,
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  idle: (task: () => void) => () => void = afterFirstLoad,
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
