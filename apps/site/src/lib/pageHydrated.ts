// The page's prerendered controls answer from here on: announced once, when the first commit of
// the hydrated app is done. The loader of the page's code (build/scriptsAfterPaint.ts) keeps the
// taps made on controls before this and replays them when it hears it.

export const PAGE_HYDRATED_EVENT = 'site:hydrated';

export function announcePageHydrated(target: Document = document): void {
  target.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}
