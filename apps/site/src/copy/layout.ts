import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the page frame (skip link, footer), typeset once here. */
export const layoutCopy = typesetCopy({
  skipLink: 'Preskočiť na obsah',
  footerLabel: 'Päta stránky',
  consentLink: 'Súhlas so spracúvaním údajov',
  privacyLink: 'Ochrana osobných údajov',
  cookieSettings: 'Nastavenia cookies',
  operator: 'Prevádzkovateľ',
  ico: 'IČO',
  phone: 'Telefón',
  /** For screen readers between a call button's label and the number ("Zavolať na číslo …"). */
  callNumberPrefix: 'na číslo',
} as const);
