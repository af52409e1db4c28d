import type { ChatConversations, ChatTurnClaim } from './chat-conversations.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { rpc, serviceRoleClient } from './service-role-client.ts';

const STATUSES = ['ok', 'unknown', 'turn_cap'];

/** private.chat_conversations through PostgREST RPCs with the service-role key. */
export function createSupabaseChatConversations(
  config: FunctionConfig,
  fetchFn?: typeof fetch,
): ChatConversations {
  const db = serviceRoleClient(config, fetchFn);
  if (!db) {
    const fail = () =>
      Promise.reject(
        new HttpError('config_missing', 'The server is not configured to store conversations', {
          cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
        }),
      );
    return { claimTurn: fail, recordReply: fail };
  }
  return {
    async claimTurn(conversationId, holder, maxTurns) {
      const data = await rpc(db, 'claim_chat_turn', {
        // null starts a conversation: the argument has no default, so null is sent (the
        // generated types give no RPC argument null)
        conversation_id: conversationId as string,
        holder,
        max_turns: maxTurns,
      });
      // jsonb: the generated type is Json, the status is checked below
      const claim = data as unknown as ChatTurnClaim | null;
      if (!claim || !STATUSES.includes(claim.status)) {
        throw new Error('claim_chat_turn answered no status');
      }
      return claim;
    },
    async recordReply(conversationId, chatId) {
      await rpc(db, 'record_chat_reply', { conversation_id: conversationId, chat_id: chatId });
    },
  };
}
