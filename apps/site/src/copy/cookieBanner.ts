import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the cookie banner, typeset once here (the policy modal has its own, on demand). */
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
} as const);
