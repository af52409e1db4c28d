import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the landing page under the hero (its own chunk: BelowTheFold.tsx). */
export const belowTheFoldCopy = typesetCopy({
  howTitle: 'Ako to funguje',
  // what the product does, nothing the business has not configured (no prices, no references)
  howSteps: [
    {
      title: 'Porozprávajte sa s ním tu',
      text: 'Kliknite na guľu a hovorte s asistentom priamo v prehliadači, tak ako s ním budú hovoriť vaši zákazníci.',
    },
    {
      title: 'Opýta sa, na čom záleží',
      text: 'Zistí, čo volajúci potrebuje, a položí otázky, podľa ktorých spoznáte vážny záujem.',
    },
    {
      title: 'Dohodne stretnutie',
      text: 'Navrhne voľný termín a stretnutie dohodne rovno počas hovoru.',
    },
  ],
  benefitsTitle: 'Váš najspoľahlivejší kolega',
  points: [
    {
      title: 'Dohodne stretnutia 24/7',
      text: 'Zdvihne každý hovor aj o polnoci, nájde voľný termín a zapíše ho rovno do kalendára.',
    },
    {
      title: 'Kvalifikuje záujemcov',
      text: 'Položí správne otázky, rozpozná vážny záujem a obchodníkom odovzdá len kvalitné kontakty.',
    },
    {
      title: 'Zvýši vaše tržby',
      text: 'Žiadny zmeškaný hovor ani zabudnutý klient. Viac rozhovorov znamená viac uzavretých obchodov.',
    },
  ],
  industriesTitle: 'Pomáha firmám v odvetviach',
  industries: [
    'Financie',
    'Reality',
    'E-shopy',
    'Estetické kliniky',
    'Zdravotníctvo',
    'Cestovný ruch',
    'Právne služby',
    'Telekomunikácie',
    'Verejné služby',
  ],
} as const);
