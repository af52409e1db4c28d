/** Cloudflare Turnstile's script, explicit rendering (the widget appears only where we ask). */
export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface TurnstileOptions {
  sitekey: string;
  language?: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of `window.turnstile` the form uses. */
export interface TurnstileApi {
  render(element: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

type WithTurnstile = { turnstile?: TurnstileApi };

let loading: Promise<TurnstileApi> | null = null;

/**
 * Loads the Turnstile script once (on first use: when a configured form opens) and resolves to
 * its API. A failed load may be retried by the next call.
 */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  const win = doc.defaultView as (Window & WithTurnstile) | null;
  if (win?.turnstile) return Promise.resolve(win.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (win?.turnstile) resolve(win.turnstile);
      else reject(new Error('Turnstile loaded without its API'));
    };
    script.onerror = () => reject(new Error('Turnstile failed to load'));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
