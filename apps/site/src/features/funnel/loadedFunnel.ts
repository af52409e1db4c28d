// The site's funnel once its module has run (siteFunnel.ts registers it here), so the demo path
// counts a booking at once, before the page can be hidden, without importing the funnel itself.
import type { Funnel } from './createFunnel.ts';

let loaded: Funnel | undefined;

export function registerLoadedFunnel(funnel: Funnel): void {
  loaded = funnel;
}

/** The funnel if its module has run, else undefined (then the caller imports it). */
export function loadedFunnel(): Funnel | undefined {
  return loaded;
}
