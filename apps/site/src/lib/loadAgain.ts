import { nextTask } from './nextTask.ts';

/**
 * Loads a chunk, and loads it again (after `delayMs`, `attempts` tries in all) when the import
 * fails. WebKit (Safari) cancels the chunks still loading when a page goes into its back-forward
 * cache and rejects their imports once the page is shown again ("Importing a module script
 * failed."); a later import of the same file fetches it anew. Without this, a page restored that
 * way kept no cookie banner, no toasts and no pixel until the next full load.
 */
export function loadAgain<T>(
  load: () => Promise<T>,
  { attempts = 3, delayMs = 1000 }: { attempts?: number; delayMs?: number } = {},
): Promise<T> {
  // The first import starts in a task of its own: the callers are the hydration's effects, and
  // each import appends its chunk's preload links (Vite) in the task it starts in, about a
  // quarter of the hydration's last task on a phone profile (issue 40).
  return nextTask().then(() => attempt(load, attempts, delayMs));
}

function attempt<T>(load: () => Promise<T>, attempts: number, delayMs: number): Promise<T> {
  return load().catch((error: unknown) => {
    if (attempts <= 1) throw error;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        attempt(load, attempts - 1, delayMs).then(resolve, reject);
      }, delayMs);
    });
  });
}
