import { RATE_LIMITED_MESSAGE } from '@hlasovy-asistent/validation';
import type { VoicePhase } from '../features/voice-session/voicePhase.ts';
import { typeset } from '../lib/typography.ts';

/** Language of VOICE_ERRORS: the product keeps them in English on a Slovak page (lang="en"). */
export const VOICE_ERRORS_LANG = 'en';

/** User-facing messages of the voice session. */
export const VOICE_ERRORS = {
  configFailed: 'Unable to load voice assistant configuration',
  rateLimited: RATE_LIMITED_MESSAGE,
  startFailed: 'Failed to start voice assistant',
} as const;

/** Orb captions, typeset (the product name may bring one-letter words). */
export function orbCaption(phase: VoicePhase, productName: string): string {
  return typeset(captionText(phase, productName));
}

function captionText(phase: VoicePhase, productName: string): string {
  switch (phase) {
    case 'connecting':
      return 'Pripájam...';
    case 'listening':
      return `${productName} vás počúva...`;
    case 'speaking':
      return `Hovorí ${productName}...`;
    // Beyond the four captions: the transport is getting a dropped connection back.
    case 'reconnecting':
      return 'Obnovujem spojenie...';
    // Beyond the four captions: the visitor's microphone is off, so nobody is listening.
    case 'muted':
      return 'Mikrofón je stlmený';
    default:
      return 'Začnite rozhovor cez internet';
  }
}
