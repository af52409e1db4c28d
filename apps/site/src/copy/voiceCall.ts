import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts around a call on the landing page (transcript, controls, notices), typeset. */
export const voiceCallCopy = typesetCopy({
  transcriptLabel: 'Prepis rozhovoru',
  mute: 'Stlmiť mikrofón',
  unmute: 'Zapnúť mikrofón',
  endCall: 'Ukončiť hovor',
  timerLabel: 'Dĺžka hovoru',
  endedTitle: 'Hovor skončil',
  endedDuration: (duration: string) => `Trvanie hovoru: ${duration}`,
  endedTimedOut: (minutes: string) =>
    `Ukážkový hovor môže trvať najviac ${minutes}, preto sme ho ukončili.`,
  endedNext: 'Chcete vedieť viac? Dohodnite si ukážku s naším tímom alebo sa porozprávajte znova.',
  newCall: 'Začať nový rozhovor',
  openDemo: 'Dohodnúť ukážku',
  soundBlocked: 'Prehliadač zatiaľ nepustil zvuk asistenta.',
  soundOn: 'Zapnúť zvuk',
  close: 'Zavrieť',
  busyDemo: 'Chcem, aby mi asistent zavolal',
  busyCall: 'Zavolať na',
  notices: {
    'microphone-denied': {
      title: 'Mikrofón je zablokovaný',
      text: 'Prehliadač nepovolil stránke použiť mikrofón, a tak vás asistent nepočuje.',
      steps: [
        'Kliknite na ikonu zámky alebo mikrofónu vedľa adresy stránky.',
        'Pri položke Mikrofón zvoľte Povoliť.',
        'Potom kliknite znova na guľu.',
      ],
    },
    'microphone-missing': {
      title: 'Nenašli sme mikrofón',
      text: 'Prehliadač nevidí žiadny mikrofón, a tak vás asistent nepočuje.',
      steps: [
        'Pripojte mikrofón alebo slúchadlá s mikrofónom.',
        'Skontrolujte, či je mikrofón zapnutý v nastaveniach zariadenia.',
        'Potom kliknite znova na guľu.',
      ],
    },
    'microphone-busy': {
      title: 'Mikrofón sa nepodarilo zapnúť',
      text: 'Mikrofón možno práve používa iná aplikácia alebo iná karta prehliadača.',
      steps: [
        'Zatvorte aplikáciu alebo kartu, ktorá mikrofón používa.',
        'Potom kliknite znova na guľu.',
      ],
    },
    'microphone-lost': {
      title: 'Mikrofón sa odpojil',
      text: 'Mikrofón prestal počas hovoru fungovať, a tak sme hovor s asistentom ukončili.',
      steps: [
        'Pripojte mikrofón znova alebo mu v prehliadači znova povoľte prístup.',
        'Kliknite na guľu a začnite nový rozhovor.',
      ],
    },
    'connection-lost': {
      title: 'Spojenie sa prerušilo',
      text: 'Hovor s asistentom sa skončil, pretože sa stratilo spojenie so serverom.',
      steps: ['Skontrolujte pripojenie na internet.', 'Kliknite na guľu a začnite nový rozhovor.'],
    },
    'voice-busy': {
      title: 'Všetky linky sú teraz obsadené',
      // the two ways on are the panel's buttons (the demo form, the phone number): no steps
      text: 'Rozhovor cez internet sa práve nedá začať. Nechajte nám kontakt a asistent vám zavolá hneď alebo v čase, ktorý si vyberiete, alebo nám zavolajte vy.',
      steps: [],
    },
  },
} as const);
