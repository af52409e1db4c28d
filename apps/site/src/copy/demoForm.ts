import { DEMO_MESSAGES, type DemoRequiredField } from '@hlasovy-asistent/validation';
import { typesetCopy } from '../lib/typography.ts';

/** How the submit hint names each missing choice. */
const MISSING_NAMES: Record<DemoRequiredField, string> = {
  name: 'meno',
  email: 'e-mail',
  phone: 'telefónne číslo',
  industry: 'odvetvie',
  otherIndustry: 'vaše odvetvie',
  scheduledDate: 'dátum hovoru',
  scheduledTime: 'čas hovoru',
  gdprConsent: 'súhlas so spracúvaním údajov',
};

/** Missing together = nothing filled in yet: the hint then asks for everything at once. */
const BLANK_FORM: readonly DemoRequiredField[] = [
  'name',
  'email',
  'phone',
  'industry',
  'gdprConsent',
];

/** "a, b a c" */
function listSk(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} a ${items[items.length - 1]}`;
}

/**
 * Slovak texts of the demo-request modal, typeset once here (validation messages come from
 * @hlasovy-asistent/validation; FieldError typesets them where they are shown).
 */
export const copy = typesetCopy({
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
  partsOfDay: { night: 'Noc', morning: 'Ráno', afternoon: 'Popoludnie', evening: 'Večer' },
  consentLabel:
    'Súhlasím so spracúvaním osobných údajov a s telefonickým kontaktom vo veci mojej žiadosti.',
  consentLink: 'Prečítajte si znenie súhlasu',
  marketingLabel: 'Súhlasím aj s marketingovými hovormi a SMS o novinkách a ponukách (nepovinné).',
  marketingLink: 'Čo zahŕňa marketingový súhlas',
  consentNewWindow: '(otvorí sa v novom okne)',
  submitScheduled: 'Naplánovať hovor',
  submitImmediate: 'Zavolajte mi teraz',
  submitting: 'Odosielam...',
  /** Next to the submit button: what is still missing (the fields in form order). */
  missing: (fields: readonly DemoRequiredField[]): string =>
    BLANK_FORM.every((field) => fields.includes(field))
      ? 'Vyplňte všetky polia a potvrďte súhlas.'
      : `Na odoslanie ešte chýba: ${listSk(fields.map((field) => MISSING_NAMES[field]))}.`,
  /** Next to a required field left empty, after a refused submit. */
  required: {
    name: 'Vyplňte meno a priezvisko.',
    email: 'Vyplňte e-mail.',
    phone: 'Vyplňte telefónne číslo.',
    industry: 'Vyberte odvetvie.',
    otherIndustry: 'Napíšte, v akom odvetví podnikáte.',
    gdprConsent: 'Bez súhlasu vám nemôžeme zavolať. Potvrďte ho prosím.',
  },
  /** Next to the submit button when everything is filled but a value is wrong. */
  fixMarked: 'Opravte prosím označené polia.',
  rateLimited: 'Príliš veľa pokusov. Počkajte prosím chvíľu a skúste to znova.',
  successTitle: 'Ďakujeme!',
  successImmediate:
    'Pripravte si dobrú náladu a otázky – náš AI asistent vám zavolá v priebehu niekoľkých sekúnd.',
  successRetrying:
    'Vašu žiadosť sme prijali. Prvý pokus o hovor sa nepodaril, skúšame to znova: asistent vám zavolá o chvíľu.',
  /** Instead of successImmediate when the server did not queue the call (dialling off, refused...). */
  successRecorded: 'Vašu žiadosť sme prijali. Ozveme sa vám čo najskôr.',
  successScheduled:
    'Vaša žiadosť bola odoslaná. Čoskoro sa vám ozveme a pošleme vám prístup k ukážke.',
  /** After successScheduled: the day and time the visitor chose ("piatok 28. novembra o 10:00"). */
  successSlot: (slot: string) => `Zvolený termín: ${slot}.`,
  close: 'Zavrieť',
  ...DEMO_MESSAGES,
} as const);
