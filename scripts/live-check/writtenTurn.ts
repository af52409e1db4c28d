// The live check's written turns: the product's own text-chat path, as the site takes it (its
// `voice-call-token` source and `sendChatTurn`, the shared answer schema): a message that asks
// for demo slots, answered by the `chat` function through Vapi's `POST /chat`, where the
// assistant's `demo_slots` tool runs on `vapi-tools` (the answer must carry the offer); then,
// in the same conversation (Vapi's `previousChatId`), the choice of the first slot, which the
// assistant's `select_demo_slot` must accept (the answer's `selectedSlot`). Every answer body the
// functions sent is kept for the client-message check.
import { sendChatTurn } from '../../apps/site/src/features/text-chat/sendChatTurn.ts';
import { createVoiceTokenSource } from '../../apps/site/src/features/voice-session/voiceToken.ts';

export interface WrittenTurn {
  /** The slots offered (empty: none) and the Vapi chat they belong to. */
  offer: { bookingId: string; slots: { id: string; date: string; time: string }[] } | null;
  reply: string | null;
  /** Why the turn failed (the function's refusal or failure), or null. */
  error: string | null;
  /** The second turn (choosing the first slot): the slot accepted, or why none was. */
  choice: { selected: { id: string } | null; error: string | null } | null;
  /** The answer bodies as the functions sent them (JSON or text). */
  bodies: { what: string; body: unknown }[];
}

const reasonOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${(error as Error).message}`;
};

export async function writtenTurn(
  functions: { supabaseUrl: string; anonKey: string; fetch?: typeof fetch },
  text: string,
  choiceText: string,
): Promise<WrittenTurn> {
  const bodies: WrittenTurn['bodies'] = [];
  const inner = functions.fetch ?? globalThis.fetch;
  // every answer body the check sees goes through the client-message check
  const recording: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    const raw = await response.clone().text();
    const what = `${String(input).split('/functions/v1/')[1] ?? 'function'} answer`;
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // kept as text
    }
    bodies.push({ what, body });
    return response;
  };
  const backend = { ...functions, fetch: recording };
  const tokens = createVoiceTokenSource(backend);
  let answer: Awaited<ReturnType<typeof sendChatTurn>>;
  try {
    answer = await sendChatTurn(backend, {
      text,
      conversationId: null,
      takeToken: () => tokens.take(),
    });
  } catch (error) {
    return { offer: null, reply: null, error: reasonOf(error), choice: null, bodies };
  }
  const offer = answer.slotOffer
    ? {
        bookingId: answer.slotOffer.bookingId,
        slots: answer.slotOffer.slots.map((s) => ({ id: s.id, date: s.date, time: s.time })),
      }
    : null;
  if (!offer) return { offer, reply: answer.reply, error: null, choice: null, bodies };
  let choice: WrittenTurn['choice'];
  try {
    const chosen = await sendChatTurn(backend, {
      text: choiceText,
      conversationId: answer.conversationId,
      takeToken: () => tokens.take(),
    });
    choice = { selected: chosen.selectedSlot ? { id: chosen.selectedSlot.id } : null, error: null };
  } catch (error) {
    choice = { selected: null, error: reasonOf(error) };
  }
  return { offer, reply: answer.reply, error: null, choice, bodies };
}
