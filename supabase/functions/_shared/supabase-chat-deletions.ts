import type { ChatDeletionQueue } from './chat-deletions.ts';
import type { FunctionConfig } from './env.ts';
import { rpc, storeDb } from './service-role-client.ts';

/** private.vapi_chat_deletions through its RPCs with the service-role key. */
export function createSupabaseChatDeletions(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): ChatDeletionQueue {
  const db = storeDb(config, fetchFn, 'delete chats');
  return {
    async take(max) {
      return (await rpc(db, 'take_vapi_chat_deletions', { max_count: max })) ?? [];
    },
    async finish(chatId, deleted, error) {
      await rpc(db, 'finish_vapi_chat_deletion', {
        chat_id: chatId,
        deleted,
        ...(error !== null ? { error } : {}),
      });
    },
  };
}
