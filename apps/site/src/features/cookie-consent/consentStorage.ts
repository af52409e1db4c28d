// Cookie consent persisted in localStorage, observable so the ad pixel can start the moment the
// visitor accepts.

export const CONSENT_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';

export type ConsentValue = 'accepted' | 'declined' | 'dismissed';
const VALUES: readonly string[] = ['accepted', 'declined', 'dismissed'];

export interface ConsentStore {
  read(): ConsentValue | null;
  /** Stores the value; accept and decline also store the ISO date (dismiss does not). */
  write(value: ConsentValue): void;
  subscribe(listener: (value: ConsentValue) => void): () => void;
}

export function createConsentStore(
  storage: () => Storage | null = () => globalThis.localStorage ?? null,
  now: () => Date = () => new Date(),
): ConsentStore {
  const listeners = new Set<(value: ConsentValue) => void>();
  return {
    read() {
      try {
        const value = storage()?.getItem(CONSENT_KEY) ?? null;
        return value !== null && VALUES.includes(value) ? (value as ConsentValue) : null;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        const store = storage();
        store?.setItem(CONSENT_KEY, value);
        if (value !== 'dismissed') store?.setItem(CONSENT_DATE_KEY, now().toISOString());
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
      for (const listener of listeners) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's consent store. */
export const consent = createConsentStore();
