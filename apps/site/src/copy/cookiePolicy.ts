import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the cookie-policy modal (loaded on demand with it), typeset once here. */
export const policyCopy = typesetCopy({
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
