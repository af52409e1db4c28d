import { TYPED_TURN_MAX_CHARS } from '@hlasovy-asistent/validation';
import type { TypedTurnRefusal } from '../features/voice-session/index.ts';
import { typesetCopy } from '../lib/typography.ts';
import { numberSk } from './plural.ts';

/** Slovak texts of the typed turn in a call (the field under the transcript), typeset. */
export const typedTurnCopy = typesetCopy({
  label: 'Napíšte správu',
  send: 'Odoslať',
  mutedWhileTyping: 'Kým píšete, mikrofón je stlmený, aby vás asistent neprerušil.',
  errors: {
    'text-empty': 'Správa je prázdna. Napíšte, čo chcete asistentovi povedať.',
    'text-too-long': `Správa je príliš dlhá. Skráťte ju na najviac ${numberSk(TYPED_TURN_MAX_CHARS)} znakov.`,
    'not-in-call': 'Hovor už skončil, správu sme neodoslali.',
    failed: 'Správu sa nepodarilo odoslať. Skúste to, prosím, znova.',
  } satisfies Record<TypedTurnRefusal, string>,
} as const);
