import type { ChatCostLedger } from './chat-costs.ts';
import type { FunctionConfig } from './env.ts';
import { HttpError } from './errors.ts';
import { rpc, serviceRoleClient } from './service-role-client.ts';

/** private.vapi_chat_costs through the record_vapi_chat_cost RPC with the service-role key. */
export function createSupabaseChatCosts(
  config: Pick<FunctionConfig, 'supabase'>,
  fetchFn?: typeof fetch,
): ChatCostLedger {
  const db = serviceRoleClient(config, fetchFn);
  if (!db) {
    return {
      recordChatCost: () =>
        Promise.reject(
          new HttpError('config_missing', 'The server is not configured to store chat costs', {
            cause: new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required'),
          }),
        ),
    };
  }
  return {
    async recordChatCost(chatId, cost, estimated) {
      await rpc(db, 'record_vapi_chat_cost', { chat_id: chatId, cost, estimated });
    },
  };
}
