import { DEMO_MESSAGES } from '@repo/validation';

/** Slovak texts of the demo-request modal (validation messages come from @repo/validation). */
export const copy = {
  title: 'Vyskúšajte AI asistenta naživo',
  description:
    'Nechajte nám kontakt a ukážeme vám, ako asistent vybavuje hovory, kvalifikuje dopyty a plánuje stretnutia.',
  tabsLabel: 'Typ hovoru',
  tabScheduled: 'Naplánovať hovor',
  tabImmediate: 'Volať teraz',
  immediateHint: 'AI asistent vám zavolá do niekoľkých sekúnd po odoslaní formulára.',
  scheduledHint: 'Vyberte si deň a čas, kedy vám hovor vyhovuje.',
  name: 'Meno a priezvisko',
  namePlaceholder: 'Ján Novák',
  email: 'E-mail',
  emailPlaceholder: 'jan.novak@firma.sk',
  phone: 'Telefónne číslo',
  // a mobile range: +421 900 is premium rate, which the dialling policy refuses
  phonePlaceholder: '+421 905 123 456',
  industry: 'Odvetvie',
  industryPlaceholder: 'Vyberte odvetvie',
  otherIndustry: 'Vaše odvetvie',
  otherIndustryPlaceholder: 'Napíšte, v akom odvetví podnikáte',
  date: 'Dátum hovoru',
  datePlaceholder: 'Vyberte dátum',
  loadingCalendar: 'Načítavam kalendár...',
  calendarFailed: 'Kalendár sa nepodarilo načítať. Obnovte prosím stránku a skúste to znova.',
  time: 'Čas hovoru',
  timePlaceholder: 'Vyberte čas',
  timeNeedsDate: 'Najprv vyberte dátum',
  noSlotsLeft: 'Na tento deň už nie sú voľné termíny',
  consentBefore: 'Súhlasím so ',
  consentLink: 'spracovaním osobných údajov a telefonickým kontaktom',
  consentAfter: '.',
  consentNewWindow: '(otvorí sa v novom okne)',
  submitScheduled: 'Naplánovať hovor',
  submitImmediate: 'Zavolajte mi teraz',
  submitting: 'Odosielam...',
  rateLimited: 'Príliš veľa pokusov. Počkajte prosím chvíľu a skúste to znova.',
  successTitle: 'Ďakujeme!',
  successImmediate:
    'Pripravte si dobrú náladu a otázky – náš AI asistent vám zavolá v priebehu niekoľkých sekúnd.',
  successScheduled:
    'Vaša žiadosť bola odoslaná. Čoskoro sa vám ozveme a pošleme vám prístup k demu.',
  close: 'Zavrieť',
  ...DEMO_MESSAGES,
} as const;
