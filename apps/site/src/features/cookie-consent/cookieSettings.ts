// "Nastavenia cookies": any part of the page (the footer link) asks the banner to open again, so
// a visitor can change the stored choice at any time.

export interface CookieSettings {
  /** Ask the banner to open now (no 2 s delay), whatever is stored. */
  open(): void;
  /** The banner listens; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createCookieSettings(): CookieSettings {
  const listeners = new Set<() => void>();
  return {
    open() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's channel between the footer link and the banner. */
export const cookieSettings = createCookieSettings();
