export { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx';
export {
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  type ConsentStore,
  type ConsentValue,
  consent,
  createConsentStore,
} from './consentStorage.ts';
export { type CookieSettings, cookieSettings, createCookieSettings } from './cookieSettings.ts';
export {
  BANNER_DELAY_MS,
  BANNER_EXIT_MS,
  type BannerPhase,
  useCookieBanner,
} from './useCookieBanner.ts';
