import { typeset } from '../../lib/typography.ts';

/** Language of VOICE_ERRORS: the SPEC fixes them in English on a Slovak page (lang="en"). */
export const VOICE_ERRORS_LANG = 'en';

/** User-facing messages of the voice session (SPEC section 8). */
export const VOICE_ERRORS = {
  configFailed: 'Unable to load voice assistant configuration',
  rateLimited: 'Too many voice calls. Please wait a moment.',
  startFailed: 'Failed to start voice assistant',
} as const;

/** Orb captions (SPEC section 2), typeset (the product name may bring one-letter words). */
export function orbCaption(
  phase: 'idle' | 'connecting' | 'listening' | 'speaking' | 'reconnecting' | 'muted',
  productName: string,
): string {
  return typeset(captionText(phase, productName));
}

function captionText(phase: Parameters<typeof orbCaption>[0], productName: string): string {
  switch (phase) {
    case 'connecting':
      return 'Pripájam...';
    case 'listening':
      return `${productName} vás počúva...`;
    case 'speaking':
      return `Hovorí ${productName}...`;
    // Not in the SPEC: the transport is getting a dropped connection back.
    case 'reconnecting':
      return 'Obnovujem spojenie...';
    // Not in the SPEC: the visitor's microphone is off, so nobody is listening.
    case 'muted':
      return 'Mikrofón je stlmený';
    default:
      return 'Začnite rozhovor cez internet';
  }
}
