// The site's ad pixel: consent-gated, configured by config.adPixelId (empty = disabled).
import { config } from '../../config.ts';
import { consent } from '../cookie-consent/index.ts';
import { type ContactContentName, createAdPixel } from './createAdPixel.ts';

export {
  type ContactContentName,
  createAdPixel,
  PIXEL_SCRIPT_URL,
  type PixelQueue,
} from './createAdPixel.ts';

const adPixel = createAdPixel({
  pixelId: config.adPixelId,
  hasConsent: () => consent.read() === 'accepted',
  subscribeConsent: (listener) => consent.subscribe((value) => listener(value === 'accepted')),
});

/** Load the pixel when consent is (or becomes) accepted. Call once on the client. */
export function startAdPixel(): () => void {
  return adPixel.start();
}

/** The "Contact" lead event; a no-op without accepted consent or without a pixel id. */
export function trackContact(contentName: ContactContentName): void {
  adPixel.trackContact(contentName);
}
