import { typesetCopy } from '../../lib/typography.ts';

/** Slovak texts of the cookie banner and the cookie-policy modal, typeset once here. */
export const cookieCopy = typesetCopy({
  bannerTitle: 'Vážime si vaše súkromie',
  bannerText:
    'Používame nevyhnutné cookies a s vaším súhlasom aj marketingové, aby sme mohli merať účinnosť reklamy. Viac nájdete v ',
  policyLink: 'zásadách cookies',
  between: ' a v ',
  privacyLink: 'zásadách ochrany osobných údajov',
  dismiss: 'Zavrieť lištu cookies',
  decline: 'Odmietnuť',
  accept: 'Prijať všetky',
  policyTitle: 'Zásady používania cookies',
  policyClose: 'Zavrieť zásady cookies',
  close: 'Zavrieť',
  policyIntro:
    'Cookies a podobné technológie (napríklad lokálne úložisko prehliadača) nám pomáhajú, aby stránka fungovala spoľahlivo a aby sme vedeli merať účinnosť našich kampaní.',
  necessaryTitle: 'Nevyhnutné',
  necessaryText:
    'Uchovávajú vašu voľbu súhlasu a zabezpečujú základné funkcie stránky vrátane hlasového rozhovoru. Bez nich stránka nemôže správne fungovať, preto sa nedajú vypnúť.',
  marketingTitle: 'Marketingové',
  marketingText:
    'Reklamný pixel sa načíta až po vašom súhlase. Pomáha nám zistiť, či ste po zobrazení reklamy požiadali o ukážku. Bez súhlasu sa reklamnej sieti neodošle žiadna požiadavka.',
  changeChoice:
    'Svoju voľbu môžete kedykoľvek zmeniť: odkaz „Nastavenia cookies“ v päte stránky znova otvorí lištu cookies. Ak súhlas odvoláte, reklamnej sieti sa odvtedy neodošle žiadna udalosť a pri ďalšej návšteve sa pixel vôbec nenačíta.',
} as const);
