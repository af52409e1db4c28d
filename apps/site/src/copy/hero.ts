import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the landing page, typeset once here. */
export const landingCopy = typesetCopy({
  badge: 'K dispozícii 24 hodín denne, 7 dní v týždni',
  title: 'AI hlasový asistent, ktorý predáva za vás',
  subtitle:
    'Dohodne stretnutia, kvalifikuje záujemcov a zvýši vaše tržby. Vyskúšajte ho hneď teraz: kliknite na guľu a porozprávajte sa s ním priamo v prehliadači.',
  explain: 'Chcem všetko vysvetliť',
  call: 'Zavolať',
  /** The closing section's buttons (the hero's own labels stay the hero's). */
  closingDemo: 'Chcem ukážku',
  closingCall: 'Zavolajte nám',
  hueLabel: 'Farba bleskov',
  hueValue: (hue: number) => `Odtieň ${hue}°`,
} as const);
