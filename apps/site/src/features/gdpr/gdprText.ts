import { config } from '../../config.ts';
import { typesetCopy } from '../../lib/typography.ts';

/**
 * The consent text of /gdpr as one typeset object (the page only lays it out). Anything that
 * versions the consent text can hash this object.
 */
export const gdprText = typesetCopy({
  title: 'Súhlas so spracúvaním osobných údajov a s telefonickým kontaktom',
  closeLabel: 'Zavrieť okno so súhlasom',
  close: 'Zavrieť',
  intro: `Odoslaním formulára na stránke ${config.productName} udeľujete súhlas so spracúvaním osobných údajov (meno, e-mail, telefónne číslo a odvetvie) v súlade s nariadením (EÚ) 2016/679 (GDPR) a zákonom č. 18/2018 Z. z. o ochrane osobných údajov, a to v rozsahu uvedenom nižšie.`,
  sections: [
    {
      id: 'gdpr-1',
      heading: '1. Nemarketingové hovory',
      paragraphs: [
        'Súhlasíte s tým, aby vás náš AI hlasový asistent alebo náš pracovník kontaktoval telefonicky vo veci vašej žiadosti: aby s vami dohodol alebo uskutočnil ukážkový hovor, overil vaše údaje a odpovedal na vaše otázky. Údaje spracúvame len na tento účel a len počas doby nevyhnutnej na vybavenie žiadosti, najdlhšie 12 mesiacov.',
      ],
      items: [],
    },
    {
      id: 'gdpr-2',
      heading: '2. Marketingové hovory a SMS',
      paragraphs: [
        'Súhlasíte s tým, aby sme vás telefonicky alebo prostredníctvom SMS správ informovali o našich produktoch, novinkách a ponukách. Hovor môže viesť aj AI hlasový asistent a môže byť na účely kvality zaznamenaný. Tento súhlas je dobrovoľný a platí 3 roky, ak ho neodvoláte skôr.',
      ],
      items: [],
    },
    {
      id: 'gdpr-3',
      heading: '3. Odvolanie súhlasu a vaše práva',
      paragraphs: [
        'Súhlas môžete kedykoľvek odvolať e-mailom alebo písomne na adresu prevádzkovateľa. Odvolanie súhlasu nemá vplyv na zákonnosť spracúvania založeného na súhlase pred jeho odvolaním. Máte právo:',
      ],
      items: [
        'na prístup k osobným údajom, ktoré o vás spracúvame,',
        'na opravu nesprávnych alebo neúplných údajov,',
        'na vymazanie údajov („právo byť zabudnutý“),',
        'na obmedzenie spracúvania,',
        'podať sťažnosť dozornému orgánu, ktorým je Úrad na ochranu osobných údajov Slovenskej republiky.',
      ],
    },
  ],
} as const);
