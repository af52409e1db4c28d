import { typesetCopy } from '../lib/typography.ts';

/**
 * The ways into the text conversation, typeset: its button on the page (first load) and the
 * microphone notices' offer (the call controls' chunk). The panel's own texts are textChat.ts,
 * loaded with the panel.
 */
export const textChatEntryCopy = typesetCopy({
  open: 'Písať namiesto hovoriť',
  microphoneHint: 'Mikrofón nefunguje? Asistentovi môžete aj písať.',
  /** In the microphone notices: to the written conversation, its field focused. */
  writeInstead: 'Písať asistentovi',
} as const);
