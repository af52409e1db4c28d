import type { WorkletUrls } from './workletUrls.ts';

/**
 * Fetches the two worklet files ahead of a call (at low priority), so the call's `addModule`
 * finds them in the browser's HTTP cache (they need an AudioContext, which only the call's user
 * gesture may start). A failure is forgotten: the call then fetches them itself.
 */
export async function prefetchWorklets(urls: WorkletUrls, fetchImpl = fetch): Promise<void> {
  await Promise.all(
    [urls.capture, urls.playback].map((url) =>
      fetchImpl(url, { priority: 'low' } as RequestInit)
        .then((response) => response.arrayBuffer())
        .catch(() => {}),
    ),
  );
}
