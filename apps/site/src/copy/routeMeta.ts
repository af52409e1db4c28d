/** Title and description of each prerendered page (the <title> and the meta description). */
export const routeMetaCopy = {
  home: {
    title: 'AI hlasový asistent, ktorý predáva za vás | Hlasový asistent',
    description:
      'AI hlasový asistent, ktorý nonstop dohaduje stretnutia, kvalifikuje záujemcov a zvyšuje tržby. Vyskúšajte rozhovor priamo v prehliadači alebo si objednajte ukážku.',
  },
  gdpr: {
    title: 'Súhlas so spracúvaním osobných údajov | Hlasový asistent',
    description:
      'Súhlas so spracúvaním osobných údajov, s nemarketingovými a marketingovými hovormi a SMS, a ako ho odvolať.',
  },
  notFound: {
    title: 'Stránka sa nenašla | Hlasový asistent',
    description: 'Hľadaná stránka neexistuje.',
  },
} as const;
