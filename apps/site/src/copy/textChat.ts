import type { ChatErrorCode } from '../features/text-chat/chatError.ts';
import { typesetCopy } from '../lib/typography.ts';

/** Slovak texts of the text conversation's panel (no microphone), typeset; its ways in: textChatEntry.ts. */
export const textChatCopy = typesetCopy({
  title: 'Písomný rozhovor s asistentom',
  intro: 'Napíšte, s čím vám môžeme pomôcť. Asistent odpovedá textom, mikrofón netreba.',
  privacy: 'Správy a odpovede spracúva hlasová platforma a po čase ich vymažeme.',
  privacyLink: 'Ako s nimi zaobchádzame',
  privacyNewWindow: '(otvorí sa v novom okne)',
  logLabel: 'Správy rozhovoru',
  fieldLabel: 'Napíšte správu',
  send: 'Odoslať',
  sending: 'Asistent píše…',
  close: 'Zavrieť písomný rozhovor',
  newConversation: 'Začať nový rozhovor',
  /** Sends the message that did not reach the assistant again. */
  retry: 'Skúsiť znova',
  /** A limit of the visitor's own (the server named its wait): when to go on. */
  rateLimitedWait: (wait: string) =>
    `Píšete rýchlejšie, ako stíhame odpovedať. Ďalšiu správu môžete poslať o ${wait}.`,
  errors: {
    limited: 'Práve prichádza priveľa správ. Skúste to o chvíľu znova alebo nám zavolajte.',
    ended: 'Tento rozhovor dosiahol najväčší počet správ. Začnite nový alebo si dohodnite ukážku.',
    expired: 'Rozhovor vypršal. Začnite, prosím, nový.',
    verification: 'Správu sa nepodarilo overiť. Načítajte stránku znova a skúste to ešte raz.',
    failed: 'Správu sa nepodarilo odoslať. Skúste to, prosím, znova.',
  } satisfies Record<ChatErrorCode, string>,
} as const);
