// "Nastavenia cookies": any part of the page (the footer link) asks the banner to open again, so
// a visitor can change the stored choice at any time.

export interface CookieSettings {
  /**
   * Ask the banner to open now (no 2 s delay), whatever is stored. Asked before the banner
   * listens (its code loads after hydration), the request waits for it.
   */
  open(): void;
  /** The banner listens (told at once of a request made before); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createCookieSettings(): CookieSettings {
  const listeners = new Set<() => void>();
  let requested = false;
  return {
    open() {
      requested = listeners.size === 0;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (requested) {
        requested = false;
        listener();
      }
      return () => listeners.delete(listener);
    },
  };
}

/** The site's channel between the footer link and the banner. */
export const cookieSettings = createCookieSettings();
