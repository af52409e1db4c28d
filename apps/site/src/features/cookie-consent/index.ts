export { CookieBanner } from './CookieBanner.tsx';
export {
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  consent,
  createConsentStore,
} from './consentStorage.ts';
export { createCookieSettings } from './cookieSettings.ts';
export {
  BANNER_DELAY_MS,
  BANNER_EXIT_MS,
} from './useCookieBanner.ts';
