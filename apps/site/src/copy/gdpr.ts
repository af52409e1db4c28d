import { config, type SiteConfig } from '../config.ts';
import { PLACEHOLDERS } from '../consentSettings.ts';
import { typesetCopy } from '../lib/typography.ts';
import { daysSk } from './plural.ts';

/** What the consent text depends on: the operator's settings (build time, config.ts). */
export type GdprSettings = Pick<
  SiteConfig,
  'productName' | 'controller' | 'leadRetentionDays' | 'recordingRetentionDays' | 'processors'
>;

export { PLACEHOLDER_PATTERN, PLACEHOLDERS } from '../consentSettings.ts';

function recordingSentence(days: number | null): string {
  if (days === 0) return 'Hovory nenahrávame.';
  const kept = days === null ? `${PLACEHOLDERS.recordingDays} dní` : daysSk(days);
  return `Hovory môžu byť na účely kontroly kvality nahrávané; nahrávky uchováva hlasová platforma najdlhšie ${kept} od hovoru, potom sa vymažú.`;
}

/**
 * The consent text of /gdpr as one typeset object (the page only lays it out). Every value it
 * shows comes from the settings, so the consent-text version (a hash of the rendered page) changes
 * with them: another controller or retention period is another consent text.
 */
export function gdprCopy(settings: GdprSettings) {
  const c = settings.controller;
  const controller = {
    name: c.name || PLACEHOLDERS.name,
    address: c.address || PLACEHOLDERS.address,
    ico: c.ico || PLACEHOLDERS.ico,
    email: c.email || PLACEHOLDERS.email,
  };
  const leadDays = daysSk(settings.leadRetentionDays);
  const text = typesetCopy({
    title: 'Súhlas so spracúvaním osobných údajov a s telefonickým kontaktom',
    closeLabel: 'Zavrieť okno so súhlasom',
    close: 'Zavrieť',
    intro: [
      `Prevádzkovateľom osobných údajov, ktoré zadáte na stránke ${settings.productName}, je ${controller.name}. Osobné údaje spracúvame v súlade s nariadením (EÚ) 2016/679 (GDPR) a zákonom č. 18/2018 Z. z. o ochrane osobných údajov.`,
      'Súhlas udeľujete zaškrtnutím políčka vo formulári žiadosti o ukážku, nie odoslaním formulára. Formulár má dve samostatné políčka, obe na začiatku nezaškrtnuté: súhlas s nemarketingovými hovormi (časť 1) potrebujeme, aby sme vám mohli zavolať; súhlas s marketingovými hovormi a SMS (časť 2) je nepovinný a ukážku vám poskytneme aj bez neho.',
      'Termín, ktorý vám asistent ponúkne v hlasovom hovore alebo v písanom rozhovore, potvrdzujete na karte rezervácie. Karta má jediné políčko, na začiatku nezaškrtnuté: súhlas s nemarketingovými hovormi podľa časti 1, bez ktorého termín nepotvrdíte. Marketingový súhlas (časť 2) na karte neudeľujete. Pri každej žiadosti uložíme, kde ste súhlas udelili: vo formulári, na karte v hovore alebo na karte v písanom rozhovore.',
    ],
    controller: {
      id: 'gdpr-controller',
      heading: 'Prevádzkovateľ',
      details: [
        { term: 'Názov', value: controller.name, mailto: false },
        { term: 'Sídlo', value: controller.address, mailto: false },
        { term: 'IČO', value: controller.ico, mailto: false },
        { term: 'Kontaktný e-mail', value: controller.email, mailto: c.email !== '' },
      ],
      contact: `Vo veciach ochrany osobných údajov nám píšte na ${controller.email} alebo na adresu sídla.`,
    },
    sections: [
      {
        id: 'gdpr-1',
        heading: '1. Nemarketingové hovory',
        paragraphs: [
          'Súhlasíte s tým, aby vás náš AI hlasový asistent alebo náš pracovník kontaktoval telefonicky vo veci vašej žiadosti: aby s vami dohodol alebo uskutočnil ukážkový hovor, overil vaše údaje a odpovedal na vaše otázky. Údaje na iný účel nepoužijeme.',
          'Spracúvame meno, e-mail, telefónne číslo, odvetvie, zvolený termín hovoru a záznam o súhlase (kedy a v akom znení ste ho udelili). Právnym základom je váš súhlas (čl. 6 ods. 1 písm. a) GDPR). Poskytnutie údajov je dobrovoľné, bez nich vám však nemôžeme zavolať.',
          `Údaje zo žiadosti uchovávame ${leadDays} od jej prijatia, potom ich automaticky vymažeme spolu so záznamami o hovoroch. Skôr ich vymažeme, ak odvoláte súhlas alebo o vymazanie požiadate.`,
          `Hovor môže viesť AI hlasový asistent. ${recordingSentence(settings.recordingRetentionDays)} Automatizované rozhodovanie vrátane profilovania s právnymi alebo podobne významnými účinkami nevykonávame.`,
          `Ak asistentovi namiesto hovoru píšete, text vašich správ a odpovede asistenta spracúva hlasová platforma, ktorá odpovede vytvára, a uchováva ich ako písaný rozhovor. U nás o ňom evidujeme len identifikátory správ, ich čas a cenu a pseudonymizovaný údaj o sieti, z ktorej ste písali (na ochranu pred zneužitím), nie obsah správ. Písaný rozhovor vymažeme na platforme aj u nás ${leadDays} od jeho poslednej správy. Ak požiadate o vymazanie svojich údajov, vymažeme hneď aj rozhovor, v ktorom ste si termín rezervovali. Do rozhovoru prosím nepíšte citlivé údaje, napríklad o zdraví.`,
        ],
        items: [],
        closing: '',
      },
      {
        id: 'gdpr-2',
        heading: '2. Marketingové hovory a SMS',
        paragraphs: [
          'Ak vo formulári zaškrtnete samostatné nepovinné políčko, súhlasíte s tým, aby sme vás telefonicky alebo prostredníctvom SMS správ informovali o našich produktoch, novinkách a ponukách. Hovor môže viesť aj AI hlasový asistent; o nahrávaní platí to isté ako v časti 1.',
          `Tento súhlas je dobrovoľný a nie je podmienkou ukážky. Ak políčko nezaškrtnete, vaše údaje na marketing nepoužijeme. Súhlas uložíme spolu so žiadosťou a platí, kým ho neodvoláte, najdlhšie však ${leadDays} od jej prijatia; potom údaje vymažeme.`,
        ],
        items: [],
        closing: '',
      },
      {
        id: 'gdpr-3',
        heading: '3. Odvolanie súhlasu a vaše práva',
        paragraphs: [
          `Každý súhlas môžete kedykoľvek odvolať rovnako jednoducho, ako ste ho udelili: e-mailom na ${controller.email} alebo písomne na adresu prevádzkovateľa ${controller.address}. Môžete odvolať aj iba marketingový súhlas, vaša žiadosť o ukážku tým zostane zachovaná. Odvolanie súhlasu nemá vplyv na zákonnosť spracúvania založeného na súhlase pred jeho odvolaním.`,
          'Ako dotknutá osoba máte právo:',
        ],
        items: [
          'na prístup k osobným údajom, ktoré o vás spracúvame, a na ich kópiu (čl. 15 GDPR),',
          'na opravu nesprávnych alebo neúplných údajov (čl. 16 GDPR),',
          'na vymazanie údajov („právo byť zabudnutý“, čl. 17 GDPR),',
          'na obmedzenie spracúvania (čl. 18 GDPR),',
          'na prenosnosť údajov: dostať ich v štruktúrovanom, bežne používanom a strojovo čitateľnom formáte a preniesť ich inému prevádzkovateľovi (čl. 20 GDPR),',
          'namietať proti spracúvaniu vrátane priameho marketingu; po námietke proti priamemu marketingu vaše údaje na tento účel už nepoužijeme (čl. 21 GDPR),',
          'podať sťažnosť dozornému orgánu, ktorým je Úrad na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava 27, www.dataprotection.gov.sk.',
        ],
        closing: 'Na vašu žiadosť odpovieme bez zbytočného odkladu, najneskôr do jedného mesiaca.',
      },
    ],
    processors: {
      id: 'gdpr-processors',
      heading: 'Sprostredkovatelia',
      intro:
        'Vaše údaje spracúvajú v našom mene títo sprostredkovatelia, s ktorými máme uzatvorené zmluvy o spracúvaní osobných údajov:',
      items: [...settings.processors],
      transfers:
        'Ak sprostredkovateľ sídli mimo Európskeho hospodárskeho priestoru, údaje mu prenášame len na základe rozhodnutia Európskej komisie o primeranosti (napríklad rámca ochrany údajov EÚ – USA) alebo štandardných zmluvných doložiek podľa čl. 46 GDPR.',
    },
    // The funnel (issue 41): why its counting needs no consent (README, "The funnel needs no consent").
    statistics: {
      id: 'gdpr-statistics',
      heading: 'Štatistika návštevnosti bez osobných údajov',
      paragraphs: [
        'Aby sme vedeli, či stránka plní svoj účel, počítame niekoľko krokov návštevy: zobrazenie stránky, začatie rozhovoru hlasom alebo písomne, prvú odpoveď asistenta, ponuku a rezerváciu termínu, odoslanie formulára a odmietnutý hovor (obsadené linky, limit, mikrofón). Ukladáme iba počty za deň, nič, čo by vás identifikovalo: žiadnu IP adresu, cookie, údaje o prehliadači ani identifikátor, ktorý by spájal vaše návštevy.',
        'Na vaše zariadenie pritom nič neukladáme a nič z neho nečítame, preto na to nepotrebujeme váš súhlas (§ 109 zákona č. 452/2021 Z. z. o elektronických komunikáciách), a samotné počty nie sú osobnými údajmi. Kroky jedného rozhovoru spája náhodné číslo, ktoré existuje iba v pamäti otvorenej stránky počas rozhovoru; aby sa krok nezapočítal dvakrát, server ho uchová najviac dva dni a potom ho vymaže. Počty uchovávame 13 mesiacov.',
        'Vašu IP adresu, tak ako pri každej inej požiadavke na naše služby, použijeme iba na obmedzenie počtu požiadaviek z jednej siete, aby sa počty a služba nedali zneužiť (oprávnený záujem podľa čl. 6 ods. 1 písm. f) GDPR). Uložíme ju len ako jednosmerný kľúčovaný odtlačok (HMAC) do konca krátkeho časového okna, nikdy spolu s počtami.',
      ],
    },
  } as const);
  // Not typeset: an address for the mailto: link, exactly as configured ('' = not set).
  return { ...text, contactEmail: c.email };
}

export type GdprText = ReturnType<typeof gdprCopy>;

/** The consent text this build shows. */
export const gdprText: GdprText = gdprCopy(config);
