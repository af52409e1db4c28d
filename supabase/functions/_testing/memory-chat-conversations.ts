import type { ChatConversations, ChatTurnClaim } from '../_shared/chat-conversations.ts';

interface Conversation {
  holder: string;
  turns: number;
  lastChatId: string | null;
}

export interface MemoryChatConversations extends ChatConversations {
  /** Turns taken per conversation id (tests). */
  readonly turns: ReadonlyMap<string, number>;
}

/** The SQL functions' rules in memory, for the Deno tests (claim_chat_turn, record_chat_reply). */
export function createMemoryChatConversations(): MemoryChatConversations {
  const conversations = new Map<string, Conversation>();
  return {
    get turns() {
      return new Map([...conversations].map(([id, c]) => [id, c.turns]));
    },
    claimTurn(conversationId, holder, maxTurns): Promise<ChatTurnClaim> {
      if (conversationId === null) {
        const id = crypto.randomUUID();
        conversations.set(id, { holder, turns: 1, lastChatId: null });
        return Promise.resolve({ status: 'ok', conversationId: id, turn: 1, previousChatId: null });
      }
      const found = conversations.get(conversationId);
      if (!found || found.holder !== holder) return Promise.resolve({ status: 'unknown' });
      if (found.turns >= maxTurns) return Promise.resolve({ status: 'turn_cap' });
      found.turns += 1;
      return Promise.resolve({
        status: 'ok',
        conversationId,
        turn: found.turns,
        previousChatId: found.lastChatId,
      });
    },
    recordReply(conversationId, chatId) {
      const found = conversations.get(conversationId);
      if (found) found.lastChatId = chatId;
      return Promise.resolve();
    },
  };
}
