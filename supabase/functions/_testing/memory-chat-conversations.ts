import type {
  ChatConversations,
  ChatTurnBudget,
  ChatTurnClaim,
} from '../_shared/chat-conversations.ts';
import type { MemoryCallEventStore } from './memory-call-events.ts';

interface Conversation {
  holder: string;
  turns: number;
  lastChatId: string | null;
}

interface Turn {
  conversationId: string;
  /** Where the turn sits in the ledger: `turn:<reservation>`, then its chat id. */
  key: string;
  state: 'reserved' | 'answered' | 'unanswered';
}

export interface MemoryChatConversations extends ChatConversations {
  /** Turns taken per conversation id (tests). */
  readonly turns: ReadonlyMap<string, number>;
}

/** The first budget of `budget` that today's spend has reached, as the database names it. */
async function refusal(ledger: MemoryCallEventStore, { budgets }: ChatTurnBudget) {
  if (!budgets) return null;
  const estimate = {
    estimatePerMinute: budgets.estimatePerMinute,
    estimateMaxSeconds: budgets.estimateMaxSeconds,
  };
  for (const budget of ['total', 'voice'] as const) {
    const limit = budgets[budget];
    if (limit === undefined) continue;
    const spent = await ledger.spendToday({
      ...estimate,
      ...(budget === 'voice' ? { kind: 'voice' as const } : {}),
    });
    if (spent >= limit) return { status: 'spend_cap' as const, budget, spent, limit };
  }
  return null;
}

/**
 * The SQL functions' rules in memory, for the Deno tests (reserve_chat_turn, settle_chat_turn,
 * release_chat_turn): turns are reserved in `ledger` (the memory vapi_spend) and settled there.
 * JavaScript runs one turn's check and reservation without a break, as the advisory lock does.
 */
export function createMemoryChatConversations(
  ledger: MemoryCallEventStore,
): MemoryChatConversations {
  const conversations = new Map<string, Conversation>();
  const reservations = new Map<string, Turn>();
  return {
    get turns() {
      return new Map([...conversations].map(([id, c]) => [id, c.turns]));
    },
    async reserveTurn(conversationId, holder, maxTurns, budget): Promise<ChatTurnClaim> {
      const found = conversationId === null ? undefined : conversations.get(conversationId);
      if (conversationId !== null) {
        if (!found || found.holder !== holder) return { status: 'unknown' };
        if (found.turns >= maxTurns) return { status: 'turn_cap' };
      }
      const refused = await refusal(ledger, budget);
      if (refused) return refused;
      const id = conversationId ?? crypto.randomUUID();
      const conversation = found ?? { holder, turns: 0, lastChatId: null };
      conversation.turns += 1;
      conversations.set(id, conversation);
      const reservation = crypto.randomUUID();
      const key = `turn:${reservation}`;
      reservations.set(reservation, { conversationId: id, key, state: 'reserved' });
      ledger.chatCosts.set(key, { cost: budget.estimate, estimated: true });
      return {
        status: 'ok',
        conversationId: id,
        turn: conversation.turns,
        previousChatId: conversation.lastChatId,
        reservation,
      };
    },
    settleTurn(reservation, { chatId, cost, answered }) {
      const turn = reservations.get(reservation);
      if (!turn) return Promise.resolve();
      const before = ledger.chatCosts.get(turn.key) ?? { cost: 0, estimated: true };
      ledger.chatCosts.delete(turn.key);
      if (chatId !== null) turn.key = chatId;
      const settled =
        cost === null
          ? before
          : { cost: before.estimated ? cost : Math.max(before.cost, cost), estimated: false };
      ledger.chatCosts.set(turn.key, settled);
      turn.state = answered ? 'answered' : 'unanswered';
      const conversation = conversations.get(turn.conversationId);
      if (answered && conversation && chatId !== null) conversation.lastChatId = chatId;
      return Promise.resolve();
    },
    releaseTurn(reservation) {
      const turn = reservations.get(reservation);
      if (turn?.state === 'reserved') {
        ledger.chatCosts.delete(turn.key);
        reservations.delete(reservation);
      }
      return Promise.resolve();
    },
  };
}
