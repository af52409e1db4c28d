// A Meta-pixel-compatible tracker that only exists after consent: before the visitor accepts
// cookies no script is added and nothing is sent to the ad network.

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

export type ContactContentName = 'Immediate Call Request' | 'Scheduled Call Request';

interface ContactEvent {
  content_name: ContactContentName;
  content_category: 'lead_generation';
  value: 1;
  currency: 'EUR';
}

/** The pixel's command queue (`fbq`), the public protocol its script reads on load. */
export interface PixelQueue {
  (...args: unknown[]): void;
  queue: unknown[][];
  push: PixelQueue;
  loaded: boolean;
  version: string;
  callMethod?: (...args: unknown[]) => void;
}

type PixelWindow = Window & { fbq?: PixelQueue; _fbq?: PixelQueue };

export interface AdPixelOptions {
  pixelId: string;
  hasConsent: () => boolean;
  subscribeConsent: (listener: (accepted: boolean) => void) => () => void;
  win?: PixelWindow;
  scriptUrl?: string;
}

export interface AdPixel {
  /** Load the pixel now if consent exists, or as soon as it is given. Returns the cleanup. */
  start(): () => void;
  trackContact(contentName: ContactContentName): void;
  isLoaded(): boolean;
}

function installQueue(win: PixelWindow): PixelQueue {
  if (win.fbq) return win.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as PixelQueue;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}

export function createAdPixel(options: AdPixelOptions): AdPixel {
  const { pixelId, hasConsent, subscribeConsent, scriptUrl = PIXEL_SCRIPT_URL } = options;
  let fbq: PixelQueue | null = null;
  let revoked = false;

  const load = (): PixelQueue | null => {
    if (fbq) return fbq;
    const win = options.win ?? (globalThis.window as PixelWindow | undefined);
    if (!pixelId || !win || !hasConsent()) return null;
    fbq = installQueue(win);
    const script = win.document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    win.document.head.appendChild(script);
    fbq('init', pixelId);
    fbq('track', 'PageView');
    return fbq;
  };

  return {
    start() {
      load();
      // A changed choice (footer "Nastavenia cookies"): a loaded script cannot be unloaded, so a
      // withdrawal tells it to hold every event (the pixel's consent API) until consent returns.
      return subscribeConsent((accepted) => {
        if (accepted && revoked && fbq) fbq('consent', 'grant');
        else if (accepted) load();
        else if (fbq && !revoked) fbq('consent', 'revoke');
        revoked = !accepted && fbq !== null;
      });
    },
    trackContact(contentName) {
      if (!hasConsent()) return;
      const queue = load();
      if (!queue) return;
      const event: ContactEvent = {
        content_name: contentName,
        content_category: 'lead_generation',
        value: 1,
        currency: 'EUR',
      };
      queue('track', 'Contact', event);
    },
    isLoaded: () => fbq !== null,
  };
}
