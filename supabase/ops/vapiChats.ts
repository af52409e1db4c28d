// The operator commands' half of the written conversations' lifecycle: the chats that retention
// or erasure queued (private.vapi_chat_deletions) are deleted at Vapi with the private key
// (`DELETE /chat/{id}`, functions/_shared/chat-deletions.ts, the code the chat function runs).
// Without VAPI_PRIVATE_KEY nothing is deleted there and the answer says how many wait.
import {
  type ChatDeletionQueue,
  deleteQueuedChats,
  type VapiChatDeleter,
} from '../functions/_shared/chat-deletions.ts';
import type { ServiceRpc } from './serviceRpc.ts';

const DEFAULT_VAPI_BASE_URL = 'https://api.vapi.ai';
/** Chats taken per round; rounds go on until none is due (each chat once per run). */
const BATCH = 50;

/** Vapi with the private key of the environment (VAPI_BASE_URL: the local stand-in), or none. */
export function vapiFromEnv(env: NodeJS.ProcessEnv): VapiChatDeleter | undefined {
  const privateKey = env.VAPI_PRIVATE_KEY?.trim();
  if (!privateKey) return undefined;
  return { privateKey, baseUrl: env.VAPI_BASE_URL?.trim() || DEFAULT_VAPI_BASE_URL };
}

function queueOf(rpc: ServiceRpc): ChatDeletionQueue {
  return {
    take: (max) => rpc.call<string[]>('take_vapi_chat_deletions', { max_count: max }),
    async finish(chatId, deleted, error) {
      await rpc.call('finish_vapi_chat_deletion', {
        chat_id: chatId,
        deleted,
        ...(error !== null ? { error } : {}),
      });
    },
  };
}

interface Pending {
  pending: number;
  oldest_queued_at: string | null;
  failing: number;
}

/** Every due chat deleted at Vapi (or, without a key, how many wait and what to do). */
export async function deleteChatsAtVapi(
  rpc: ServiceRpc,
  vapi: VapiChatDeleter | undefined,
): Promise<Record<string, unknown>> {
  if (!vapi) {
    const { pending } = await rpc.call<Pending>('vapi_chat_deletions_pending');
    return {
      pending,
      not_deleted:
        'VAPI_PRIVATE_KEY is not set: the chats wait; run again with it, or the chat function deletes them after its next turns',
    };
  }
  const total = { deleted: 0, failed: 0 };
  for (;;) {
    const run = await deleteQueuedChats(queueOf(rpc), vapi, BATCH);
    total.deleted += run.deleted;
    total.failed += run.failed;
    // a failed chat waits before it is due again, so a round with nothing new taken ends it
    if (run.deleted + run.failed < BATCH) break;
  }
  const { pending } = await rpc.call<Pending>('vapi_chat_deletions_pending');
  return { ...total, pending };
}
