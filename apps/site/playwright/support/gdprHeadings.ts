// The /gdpr page's section headings in order, as a visitor reads them (the spec's sections, then
// the visit statistics of issue 41): one list for the Chromium, Firefox and WebKit page specs.
export const GDPR_HEADINGS = [
  'Prevádzkovateľ',
  '1. Nemarketingové hovory',
  '2. Marketingové hovory a SMS',
  '3. Odvolanie súhlasu a vaše práva',
  'Sprostredkovatelia',
  'Štatistika návštevnosti bez osobných údajov',
];
