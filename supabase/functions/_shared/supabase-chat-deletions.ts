import type { ChatDeletionQueue } from './chat-deletions.ts';
import { rpc, supabaseStore } from './service-role-client.ts';

/** private.vapi_chat_deletions through its RPCs with the service-role key. */
export const createSupabaseChatDeletions = supabaseStore<ChatDeletionQueue>(
  'delete chats',
  (db) => ({
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
  }),
);
