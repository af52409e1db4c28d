import type { ChatConversations, ChatTurnClaim } from './chat-conversations.ts';
import { rpc, supabaseStore } from './service-role-client.ts';
import { budgetArgs } from './spend-budgets.ts';

const STATUSES = ['ok', 'unknown', 'turn_cap', 'spend_cap'];

/** private.chat_conversations and private.chat_turns through PostgREST RPCs (service role). */
export const createSupabaseChatConversations = supabaseStore<ChatConversations>(
  'store conversations',
  (db) => ({
    async reserveTurn(conversationId, holder, maxTurns, { estimate, budgets }) {
      const data = await rpc(db, 'reserve_chat_turn', {
        // null starts a conversation: the argument has no default, so null is sent (the
        // generated types give no RPC argument null)
        conversation_id: conversationId as string,
        holder,
        max_turns: maxTurns,
        estimate,
        ...budgetArgs(budgets),
      });
      // jsonb: the generated type is Json, the status is checked below
      const claim = data as unknown as ChatTurnClaim | null;
      if (!claim || !STATUSES.includes(claim.status)) {
        throw new Error('reserve_chat_turn answered no status');
      }
      return claim.status === 'spend_cap'
        ? { ...claim, spent: Number(claim.spent), limit: Number(claim.limit) }
        : claim;
    },
    async settleTurn(reservation, { chatId, cost, answered }) {
      await rpc(db, 'settle_chat_turn', {
        reservation,
        ...(chatId !== null ? { chat_id: chatId } : {}),
        ...(cost !== null ? { cost } : {}),
        answered,
      });
    },
    async releaseTurn(reservation) {
      await rpc(db, 'release_chat_turn', { reservation });
    },
  }),
);
