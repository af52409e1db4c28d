// What the local agent says: a short Slovak conversation about booking a demo. There is no
// speech recognition offline, so the lines never depend on what the visitor said: the agent
// greets with the assistant's own first message (assistant/: that it is an AI; the local stack
// records nothing), then answers each finished visitor turn with the next line, and after the
// last one with the fallback line.
import { DEFAULT_PRODUCT_NAME, firstMessage } from '@hlasovy-asistent/assistant';

export interface Dialogue {
  /** Spoken first, shortly after the socket opens. */
  greeting: string;
  /** One per visitor turn, in order. */
  replies: readonly string[];
  /** For every turn after the replies ran out. */
  fallback: string;
}

export const SLOVAK_DEMO_DIALOGUE: Dialogue = {
  greeting: firstMessage(DEFAULT_PRODUCT_NAME, false),
  replies: [
    'Ďakujem. S tým vám vieme pomôcť. Ukážka trvá asi pätnásť minút a je bezplatná. Ktorý deň vám vyhovuje najviac?',
    'Rozumiem. A hodí sa vám to skôr dopoludnia, alebo popoludní?',
    'Dobre, poznačil som si to. Na aké telefónne číslo vám môžeme zavolať?',
    'Ďakujem. Pred ukážkou vám pošleme potvrdenie e-mailom aj s krátkym dotazníkom o vašej firme.',
    'Ďakujem za rozhovor, teším sa na ukážku. Prajem vám pekný deň, dovidenia.',
  ],
  fallback: 'Som tu, ak ešte niečo potrebujete. Hovor môžete kedykoľvek ukončiť.',
};

/** The line that answers the visitor's `turn`-th finished turn (0-based). */
export function replyFor(dialogue: Dialogue, turn: number): string {
  return dialogue.replies[turn] ?? dialogue.fallback;
}

/** Every line, to synthesize ahead of the first call. */
export function dialogueLines(dialogue: Dialogue): string[] {
  return [dialogue.greeting, ...dialogue.replies, dialogue.fallback];
}
