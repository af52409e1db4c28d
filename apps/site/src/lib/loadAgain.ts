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
  return load().catch((error: unknown) => {
    if (attempts <= 1) throw error;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        loadAgain(load, { attempts: attempts - 1, delayMs }).then(resolve, reject);
      }, delayMs);
    });
  });
}
