import type { SpendRefusal, VoiceBudgets } from './spend-budgets.ts';

/** One turn of a text conversation, as the database took it (public.reserve_chat_turn). */
export type ChatTurnClaim =
  | {
      status: 'ok';
      conversationId: string;
      /** 1 for a new conversation. */
      turn: number;
      /** Vapi's chat id of the last answered turn (the next previousChatId); null before one. */
      previousChatId: string | null;
      /** The turn's reservation in the day's spend: settled or released by this id. */
      reservation: string;
    }
  /** No such conversation, or another network's. */
  | { status: 'unknown' }
  /** The conversation already took its maximum of turns. */
  | { status: 'turn_cap' }
  /** A budget of the day is spent: nothing was taken. */
  | ({ status: 'spend_cap' } & SpendRefusal);

/** What a turn reserves, and the budgets it must fit under (null: no budget is set). */
export interface ChatTurnBudget {
  /** What the turn counts until Vapi reports its cost (USD). */
  estimate: number;
  budgets: VoiceBudgets | null;
}

/** What came back from Vapi for a reserved turn. */
export interface ChatTurnSettlement {
  /** The turn's chat, when Vapi named one. */
  chatId: string | null;
  /** The cost Vapi reported (USD); null: the reserved estimate stays. */
  cost: number | null;
  /** The answer carried the assistant's text: the chat continues the conversation. */
  answered: boolean;
}

/** The text conversations of the `chat` function (private.chat_conversations, chat_turns). */
export interface ChatConversations {
  /**
   * Takes a turn of `conversationId` (null: a new conversation) for `holder` (its network) and
   * reserves its estimate in the day's spend, in one serialised step that also checks the
   * budgets (so a burst cannot pass a cap together).
   */
  reserveTurn(
    conversationId: string | null,
    holder: string,
    maxTurns: number,
    budget: ChatTurnBudget,
  ): Promise<ChatTurnClaim>;
  /** After `POST /chat`: the reservation becomes what Vapi said (settle_chat_turn). */
  settleTurn(reservation: string, settlement: ChatTurnSettlement): Promise<void>;
  /** A reserved turn that never ran at Vapi: its reservation is taken back. */
  releaseTurn(reservation: string): Promise<void>;
}
