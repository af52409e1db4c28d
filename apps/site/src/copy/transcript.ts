import { typesetCopy } from '../lib/typography.ts';

/** Who speaks in a transcript (a voice call's or a text conversation's), typeset. */
export const transcriptCopy = typesetCopy({
  assistant: 'Asistent',
  visitor: 'Vy',
  /** After a written line that did not reach the assistant. */
  unsent: 'neodoslané',
} as const);
