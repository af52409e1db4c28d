import { typeset, typesetCopy } from '../lib/typography.ts';
import type { DemoTrust } from '../trustSettings.ts';

/** One fact of the demo as shown: its text, or a placeholder the page marks while it is not set. */
export interface TrustFact {
  text: string;
  unset: boolean;
}

/**
 * The demo's facts near the demo button and in the closing section, typeset: free, how long,
 * what after (the business's settings; a build without them shows marked placeholders, which
 * `check:deploy` refuses), and the closing section's title and text. Static text, loaded after
 * the page (features/landing/trustParts.tsx); the closing section's buttons are in hero.ts.
 */
export const trustCopy = typesetCopy({
  placeholders: {
    free: '[doplňte, či je ukážka bezplatná]',
    minutes: '[doplňte dĺžku ukážky]',
    after: '[doplňte, čo nasleduje po ukážke]',
  },
  free: 'Ukážka je bezplatná.',
  /** 5 to 180 minutes: always "minút" (no plural needed, so none loads with the page). */
  minutes: (minutes: number) => `Trvá asi ${minutes} minút.`,
  factsLabel: 'O ukážke',
  closingTitle: 'Pozrite sa, čo asistent urobí pre vašu firmu',
  closingText:
    'Nechajte nám kontakt a zavoláme vám, porozprávajte sa s asistentom tu na stránke, alebo nám zavolajte.',
} as const);

/**
 * The facts in order: free, how long, what after. A demo the business does not offer for free
 * gets no word about its price here.
 */
export function trustFacts(trust: DemoTrust): TrustFact[] {
  const fact = (text: string | null, placeholder: string): TrustFact =>
    text ? { text, unset: false } : { text: placeholder, unset: true };
  const { placeholders } = trustCopy;
  return [
    ...(trust.free === false ? [] : [fact(trust.free ? trustCopy.free : null, placeholders.free)]),
    fact(trust.minutes === null ? null : trustCopy.minutes(trust.minutes), placeholders.minutes),
    fact(trust.after ? typeset(trust.after) : null, placeholders.after),
  ];
}
