// What the local agent says and writes besides the booking tools' lines: a short Slovak
// conversation about booking a demo. There is no speech recognition offline, so spoken turns get
// the next line whatever was said; the greeting is the assistant's own first message
// (assistant/: that it is an AI; the local stack records nothing).
//
// Every line is true in the state it is chosen in: "offered" lines speak of slots on the screen
// only once the booking tools put them there; no line says that a slot was booked, a number
// noted or an e-mail sent (the server's confirmation says a booking aloud, when there is one).
// Calls say "povedzte" and "ťuknite", written conversations "napíšte" and "kliknite".
import { DEFAULT_PRODUCT_NAME, firstMessage } from '@hlasovy-asistent/assistant';

/** Where the visitor is: a voice call or a written conversation. */
export type Channel = 'call' | 'chat';

/** What the next scripted line may rely on. */
export interface DialogueState {
  channel: Channel;
  /** Scripted lines given so far in this state (0-based). */
  turn: number;
  /** The booking tools offered slots in this conversation (they are on the visitor's screen). */
  offered: boolean;
}

type Lines = { replies: readonly string[]; fallback: string };

export interface Dialogue {
  /** Spoken first, shortly after the socket opens. */
  greeting: string;
  /** One per visitor turn, in order, by channel and by whether slots were offered. */
  lines: Readonly<Record<Channel, { offered: Lines; notOffered: Lines }>>;
}

const GOODBYE = 'Ďakujem za rozhovor. Prajem vám pekný deň, dovidenia.';
const DEMO_BUTTON = 'Chcem všetko vysvetliť';

export const SLOVAK_DEMO_DIALOGUE: Dialogue = {
  greeting: firstMessage(DEFAULT_PRODUCT_NAME, false),
  lines: {
    call: {
      offered: {
        replies: [
          'Termín si vyberte ťuknutím na obrazovke alebo mi povedzte, ktorý vám vyhovuje. Ak vám žiadny nesedí, ťuknite na Iný deň.',
          'Meno, telefón a e-mail vyplňte na obrazovke, diktovať ich netreba. Termín platí, keď ho tam potvrdíte.',
          'Na cenu a nasadenie sa môžete opýtať kolegu na ukážke.',
          GOODBYE,
        ],
        fallback: 'Som tu, ak ešte niečo potrebujete. Hovor môžete kedykoľvek ukončiť.',
      },
      notOffered: {
        replies: [
          `Ďakujem. S tým vám vieme pomôcť. Ukážku si môžete dohodnúť tlačidlom ${DEMO_BUTTON} pod guľou.`,
          'Rozumiem. Na ukážke vám kolega ukáže, ako by asistent vybavoval vaše hovory.',
          GOODBYE,
        ],
        fallback: 'Som tu, ak ešte niečo potrebujete. Hovor môžete kedykoľvek ukončiť.',
      },
    },
    chat: {
      offered: {
        replies: [
          'Termín si vyberte kliknutím na obrazovke alebo mi ho napíšte, napríklad „ten druhý“. Ak vám žiadny nevyhovuje, kliknite na Iný deň alebo napíšte, ktorý deň by sa vám hodil.',
          'Meno, telefón a e-mail vyplňte pri termíne na obrazovke. Termín platí, keď ho tam potvrdíte.',
          'Na cenu a nasadenie sa môžete opýtať kolegu na ukážke.',
          'Ďakujem za rozhovor. Prajem vám pekný deň.',
        ],
        fallback: 'Som tu, ak ešte niečo potrebujete. Napíšte mi kedykoľvek.',
      },
      notOffered: {
        replies: [
          `Ďakujem. S tým vám vieme pomôcť. Ukážku si môžete dohodnúť tlačidlom ${DEMO_BUTTON}.`,
          'Rozumiem. Na ukážke vám kolega ukáže, ako by asistent vybavoval vaše hovory.',
          'Ďakujem za rozhovor. Prajem vám pekný deň.',
        ],
        fallback: 'Som tu, ak ešte niečo potrebujete. Napíšte mi kedykoľvek.',
      },
    },
  },
};

/** The scripted line for `state` (after the replies run out, the fallback). */
export function replyFor(dialogue: Dialogue, state: DialogueState): string {
  const lines = dialogue.lines[state.channel][state.offered ? 'offered' : 'notOffered'];
  return lines.replies[state.turn] ?? lines.fallback;
}

/** Every spoken line, to synthesize ahead of the first call. */
export function dialogueLines(dialogue: Dialogue): string[] {
  const { offered, notOffered } = dialogue.lines.call;
  return [
    dialogue.greeting,
    ...offered.replies,
    offered.fallback,
    ...notOffered.replies,
    notOffered.fallback,
  ].filter((line, i, all) => all.indexOf(line) === i);
}
