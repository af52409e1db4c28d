/** One turn of a text conversation, as the database took it (public.claim_chat_turn). */
export type ChatTurnClaim =
  | {
      status: 'ok';
      conversationId: string;
      /** 1 for a new conversation. */
      turn: number;
      /** Vapi's chat id of the last answered turn (the next previousChatId); null before one. */
      previousChatId: string | null;
    }
  /** No such conversation, or another network's. */
  | { status: 'unknown' }
  /** The conversation already took its maximum of turns. */
  | { status: 'turn_cap' };

/** The text conversations of the `chat` function (private.chat_conversations). */
export interface ChatConversations {
  /** Takes a turn of `conversationId` (null: a new conversation) for `holder` (its network). */
  claimTurn(
    conversationId: string | null,
    holder: string,
    maxTurns: number,
  ): Promise<ChatTurnClaim>;
  /** Remembers Vapi's chat id of the answered turn. */
  recordReply(conversationId: string, chatId: string): Promise<void>;
}
