// A written conversation's steps, around the panel's sender (no change to the chat's code): the
// visitor's first message starts it (a random id; a first message refused and written again is
// still the same start), the first reply is its first answer, a reply with slots their offer
// (under the reply's booking id), a refused turn a refusal for its limits.

import type { SendTurn } from '../text-chat/index.ts';
import { ChatError } from '../text-chat/index.ts';
import type { Funnel } from './createFunnel.ts';

interface Conversation {
  id: string;
  answered: boolean;
  offered: boolean;
}

export function withWrittenFunnel(sendTurn: SendTurn, funnel: Funnel): SendTurn {
  /** By the server's conversation id (the funnel never sends that id anywhere). */
  const known = new Map<string, Conversation>();
  /** A started conversation whose first message got no answer yet. */
  let starting: Conversation | null = null;
  return async (text, conversationId) => {
    let conversation = conversationId ? known.get(conversationId) : undefined;
    if (!conversationId) {
      starting ??= { id: funnel.startConversation('written'), answered: false, offered: false };
      conversation = starting;
    }
    try {
      const answer = await sendTurn(text, conversationId);
      if (conversation) {
        if (conversation === starting) starting = null;
        known.set(answer.conversationId, conversation);
        if (!conversation.answered) {
          conversation.answered = true;
          funnel.step(conversation.id, 'first_answer');
        }
        if (answer.slotOffer) {
          funnel.linkBooking(answer.slotOffer.bookingId, conversation.id);
          if (!conversation.offered) {
            conversation.offered = true;
            funnel.step(conversation.id, 'slot_offered');
          }
        }
      }
      return answer;
    } catch (error) {
      if (error instanceof ChatError && error.code === 'limited') {
        funnel.refused('written', 'limits');
      }
      throw error;
    }
  };
}
