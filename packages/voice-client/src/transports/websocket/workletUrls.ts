/** Where the two AudioWorklet modules are loaded from. */
export interface WorkletUrls {
  capture: string;
  playback: string;
}

/**
 * The worklet files next to this module, as bundlers understand them: Vite (build and dev
 * server), webpack and Parcel emit `new URL('./file.js', import.meta.url)` as a file of the app's
 * own origin. `?no-inline` keeps Vite from turning the small files into `data:` URLs, which a
 * strict CSP would refuse for worklets. Read lazily (never at import time).
 */
export function defaultWorkletUrls(): WorkletUrls {
  return {
    capture: new URL('./worklets/capture-processor.js?no-inline', import.meta.url).href,
    playback: new URL('./worklets/playback-processor.js?no-inline', import.meta.url).href,
  };
}
